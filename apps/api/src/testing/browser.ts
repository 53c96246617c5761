import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';

/** The password `signedUpMember` gives its members. */
export const MEMBER_PASSWORD = 'billing-member-password';

/** A browser's cookies, sent to whichever api copy it talks to (as behind the round-robin proxy). */
export class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly ip: string) {}

  async send(app: NestExpressApplication, method: 'get' | 'post' | 'put', path: string, body?: object): Promise<request.Response> {
    let req = request(app.getHttpServer())[method](path).set('X-Forwarded-For', this.ip).set('Cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (method === 'post' && xsrf) req = req.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    if (method === 'put' && xsrf) req = req.set('X-XSRF-TOKEN', decodeURIComponent(xsrf));
    const res = await (body ? req.send(body) : req);
    for (const line of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  }

  /** Another browser with these cookies (someone who copied them). */
  copiedTo(ip: string): Browser {
    const copy = new Browser(ip);
    for (const [k, v] of this.cookies) copy.cookies.set(k, v);
    return copy;
  }

  async signIn(app: NestExpressApplication, email: string, password = MEMBER_PASSWORD): Promise<void> {
    const csrf = await this.send(app, 'get', '/sanctum/csrf-cookie');
    if (csrf.status !== 204) throw new Error(`csrf-cookie answered ${csrf.status}`);
    const login = await this.send(app, 'post', '/api/login', { email, password });
    if (login.status !== 200) throw new Error(`sign-in of ${email} answered ${login.status}`);
  }
}
