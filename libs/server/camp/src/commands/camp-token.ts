import { createHash, randomBytes } from 'node:crypto';

/** A link token: 32 random bytes (256 bits), URL-safe. Never stored; only its hash is. */
export const newCampToken = () => randomBytes(32).toString('base64url');

/** The SHA-256 of a token, as the application stream and its read model keep it. */
export const hashCampToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
