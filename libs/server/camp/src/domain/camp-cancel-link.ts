import { campCancelHref } from '@coaching/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of the parent's cancel link (issue 34), as the receipt's (camp-receipt-link.ts): the parent has no
 * account and the application's token is spent once the payment is requested, so the link in the transfer guide mail
 * proves itself — an HMAC of the application id with the server's secret, under a purpose of its own, so a receipt's
 * signature never opens the cancellation.
 */
export const campCancelSignature = (secret: string, applicationId: string) => createHmac('sha256', secret).update(`camp-cancel:${applicationId}`).digest('base64url');

export function isCampCancelSignature(secret: string, applicationId: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(campCancelSignature(secret, applicationId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The cancel page's path with its signature, as the transfer guide mail links it. */
export const signedCampCancelHref = (secret: string, applicationId: string) => campCancelHref(applicationId, campCancelSignature(secret, applicationId));
