import useSWRMutation from 'swr/mutation';
import { ApiError, ensureCsrfCookie, http } from '../../../lib/http';

export const VERIFICATION_NOTIFICATION_ENDPOINT = '/api/email/verification-notification';
export const VERIFICATION_SEND_ENDPOINT = '/api/email/send';

interface MessageBody {
  message?: string;
}

/** POST /api/email/verification-notification (signed in, unverified) → 202 `{ message }`; 429 when asked too often. */
export async function resendVerification(): Promise<string | undefined> {
  await ensureCsrfCookie();
  const body = await http.post<MessageBody | undefined>(VERIFICATION_NOTIFICATION_ENDPOINT);
  return body?.message;
}

/** GET /api/email/send?email= → 200 `{ message }`: a resend for an address, for a visitor who is not signed in. */
export async function resendVerificationTo(email: string): Promise<string | undefined> {
  const body = await http.get<MessageBody | undefined>(`${VERIFICATION_SEND_ENDPOINT}?email=${encodeURIComponent(email)}`);
  return body?.message;
}

export interface ResendVerificationArg {
  /** Signed in: the session names the address. Otherwise the address the visitor registered with. */
  signedIn: boolean;
  email?: string;
}

/** Resends through the session when there is one; by address otherwise, or when the session has ended meanwhile. */
export async function resendVerificationMail({ signedIn, email }: ResendVerificationArg): Promise<string | undefined> {
  if (!signedIn && email) return resendVerificationTo(email);
  try {
    return await resendVerification();
  } catch (error) {
    if (email && error instanceof ApiError && error.status === 401) return resendVerificationTo(email);
    throw error;
  }
}

export function useResendVerification() {
  return useSWRMutation(VERIFICATION_NOTIFICATION_ENDPOINT, (_url: string, { arg }: { arg: ResendVerificationArg }) => resendVerificationMail(arg));
}
