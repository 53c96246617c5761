import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Verification links stay valid this long. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Password reset links stay valid this long, and work once. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

const hmac = (secret: string, payload: string) => createHmac('sha256', `email-verification:${secret}`).update(payload).digest('base64url');
export const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);

const equal = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** `/api/email/verify/<public id>/<address hash>?expires=..&signature=..`, signed with the app secret. */
export function signVerificationPath(secret: string, publicId: string, email: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + VERIFICATION_LINK_TTL_SECONDS;
  const path = `/api/email/verify/${publicId}/${emailHash(email)}`;
  return `${path}?expires=${expires}&signature=${hmac(secret, `${path}?expires=${expires}`)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'forged';

export function checkVerificationLink(secret: string, input: { publicId: string; hash: string; expires: string; signature: string }, now = Date.now()): LinkCheck {
  const path = `/api/email/verify/${input.publicId}/${input.hash}`;
  if (!/^\d{1,12}$/.test(input.expires) || !equal(hmac(secret, `${path}?expires=${input.expires}`), input.signature)) return 'forged';
  return Number(input.expires) * 1000 < now ? 'expired' : 'valid';
}

export const addressMatches = (hash: string, email: string) => equal(hash, emailHash(email));

/** A reset token: the member gets the token, the database keeps only its hash. */
export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashResetToken(token) };
}
export const hashResetToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const sameHash = equal;
