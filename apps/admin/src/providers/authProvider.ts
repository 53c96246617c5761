import type { AuthProvider, UserIdentity } from 'ra-core';
import type { OperatorIdentity, OperatorRole } from '@coaching/contracts';
import { ADMIN_API_URL, fetchSession, getCsrfToken, httpClient, setCsrfToken, type AdminSession } from './http';

export interface LoginParams {
  email: string;
  password: string;
}

export interface OperatorUserIdentity extends UserIdentity {
  email: string;
  role: OperatorRole;
}

/** The operator of the last auth answer; the server stays the judge (checkAuth asks it each time). */
let operator: OperatorIdentity | null = null;

const remember = (session: AdminSession) => {
  operator = session.operator;
  setCsrfToken(session.csrfToken);
  return operator;
};

const currentOperator = async () => operator ?? remember(await fetchSession());

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error ? (error as { status?: number }).status : undefined;

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams) {
    // A fresh page has no CSRF token yet: the session answer hands one out.
    if (!getCsrfToken()) await fetchSession();
    const { json } = await httpClient(`${ADMIN_API_URL}/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    remember((json as { data: AdminSession }).data);
  },

  async logout() {
    // No known operator means the server has no signed-in session to end (e.g. the first visit).
    if (operator) {
      try {
        await httpClient(`${ADMIN_API_URL}/auth/logout`, { method: 'POST' });
      } catch (error) {
        if (statusOf(error) !== 401) throw error;
      }
    }
    operator = null;
    // The server rotates the token at logout; the next login fetches the new one.
    setCsrfToken(null);
  },

  async checkAuth() {
    // message: false: landing on the login page signed out is normal, not worth a notification.
    if (!remember(await fetchSession())) throw { message: false };
  },

  async checkError(error: unknown) {
    // 401: the session is gone, so react-admin logs out and shows the login page.
    if (statusOf(error) === 401) throw new Error('ra.notification.logged_out');
    // 403 and anything else: stay signed in; the caller shows the server's message.
  },

  async getIdentity(): Promise<OperatorUserIdentity> {
    const signedIn = await currentOperator();
    if (!signedIn) throw new Error('ra.auth.auth_check_error');
    return { id: signedIn.id, fullName: signedIn.name, email: signedIn.email, role: signedIn.role };
  },

  async getPermissions(): Promise<OperatorRole | null> {
    return (await currentOperator())?.role ?? null;
  },
};
