import { mayBeSignedIn, rememberSignedIn } from './member-hint';

/** A browser's storage, as far as the hint uses it. */
function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

describe('member hint', () => {
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });

  it('is off for a browser that never had a member, on once one is remembered, off again after sign-out', () => {
    (globalThis as { localStorage?: Storage }).localStorage = fakeStorage();
    expect(mayBeSignedIn()).toBe(false);
    rememberSignedIn(true);
    expect(mayBeSignedIn()).toBe(true);
    rememberSignedIn(false);
    expect(mayBeSignedIn()).toBe(false);
  });

  it('is off, and remembering does not throw, where there is no storage (the server) or it is refused', () => {
    expect(mayBeSignedIn()).toBe(false);
    expect(() => rememberSignedIn(true)).not.toThrow();
    (globalThis as { localStorage?: Storage }).localStorage = { ...fakeStorage(), getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(mayBeSignedIn()).toBe(false);
    expect(() => rememberSignedIn(true)).not.toThrow();
  });
});
