import { describe, expect, it, jest } from '@jest/globals';
import { dataProvider, firstFieldMessages } from './dataProvider';

describe('firstFieldMessages', () => {
  it("keeps each field's first message, as react-admin shows one under the input", () => {
    expect(firstFieldMessages({ code: ['このクーポンコードはすでに使われています。', '二つ目'], name: 'そのまま' })).toEqual({
      code: 'このクーポンコードはすでに使われています。',
      name: 'そのまま',
    });
  });

  it('ignores what is not a field map', () => {
    expect(firstFieldMessages(undefined)).toBeUndefined();
    expect(firstFieldMessages(['x'])).toBeUndefined();
  });
});

describe('dataProvider.create', () => {
  it("turns the API's 422 field lists into react-admin's field messages, keeping the message", async () => {
    const body = { message: 'このクーポンコードはすでに使われています。', errors: { code: ['このクーポンコードはすでに使われています。'] } };
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(body), { status: 422, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;

    await expect(dataProvider.create('coupons', { data: { code: 'X' } })).rejects.toMatchObject({
      status: 422,
      message: 'このクーポンコードはすでに使われています。',
      body: { errors: { code: 'このクーポンコードはすでに使われています。' } },
    });
  });
});
