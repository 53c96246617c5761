// A member's browser as the benchmarks drive it: a cookie jar, the XSRF token echoed on changes, its own client
// address. Shared by the purchase and trial benchmarks.
/** A member's browser, cut down: a cookie jar, the XSRF token echoed on changes, its own client address. */
export class Member {
  constructor(baseUrl, address) {
    this.baseUrl = baseUrl;
    this.address = address;
    this.cookies = new Map();
  }

  /** `redirect: 'manual'` to see a 302 (the Discord sign-in's hops) instead of following it. */
  async request(method, path, body, { redirect = 'follow' } = {}) {
    const headers = { Accept: 'application/json', 'X-Forwarded-For': this.address, Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    const res = await fetch(`${this.baseUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  async json(method, path, body, expected) {
    const res = await this.request(method, path, body);
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    return text ? JSON.parse(text) : null;
  }
}
