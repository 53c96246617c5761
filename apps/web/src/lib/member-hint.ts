// Whether this browser had a signed-in member the last time the app asked /api/me. Only a hint (the
// session cookie is httpOnly): it decides whether a public page asks /api/me at all, so visitors never
// send that request (nor get its 401), while a member's header turns signed-in as soon as the answer comes.
// Kept free of imports: the tiny first-load script (main.tsx) reads it.

const KEY = 'gg-member';

export function mayBeSignedIn(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) globalThis.localStorage?.setItem(KEY, '1');
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the header then waits for a member page.
  }
}
