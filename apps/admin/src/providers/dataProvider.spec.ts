import { describe, expect, it, jest } from '@jest/globals';
import { dataProvider, firstFieldMessages } from './dataProvider';
import { setCsrfToken } from './http';

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

describe('dataProvider.recordTransferReceived', () => {
  it('POSTs the receipt with the CSRF token and answers the updated purchase', async () => {
    setCsrfToken('csrf-1');
    const calls: { url: string; init: RequestInit }[] = [];
    globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'p/1', status: 'captured' }), { status: 201, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;

    await expect(dataProvider.recordTransferReceived('p/1')).resolves.toEqual({ data: { id: 'p/1', status: 'captured' } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/admin-api/payments/p%2F1/transfer-received');
    expect(calls[0].init.method).toBe('POST');
    expect(new Headers(calls[0].init.headers).get('X-XSRF-TOKEN')).toBe('csrf-1');
  });

  it("carries the server's message when the receipt is refused", async () => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ message: '銀行振込のお申し込みではありません。' }), { status: 422, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;
    await expect(dataProvider.recordTransferReceived('p2')).rejects.toMatchObject({ status: 422, message: '銀行振込のお申し込みではありません。' });
  });
});
