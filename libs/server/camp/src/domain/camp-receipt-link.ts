import { campReceiptHref } from '@coaching/contracts';
import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of a camp receipt's link (issue 32): the parent has no account and the application's token is spent
 * once paid, so the link in the camp's mail proves itself — an HMAC of the application id with the server's secret.
 * It opens that application's receipt and nothing else.
 */
export const campReceiptSignature = (secret: string, applicationId: string) => createHmac('sha256', secret).update(`camp-receipt:${applicationId}`).digest('base64url');

export function isCampReceiptSignature(secret: string, applicationId: string, signature: unknown): boolean {
  if (typeof signature !== 'string') return false;
  const expected = Buffer.from(campReceiptSignature(secret, applicationId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The receipt page's path with its signature, as the mails and the completion page link it. */
export const signedCampReceiptHref = (secret: string, applicationId: string) => campReceiptHref(applicationId, campReceiptSignature(secret, applicationId));
