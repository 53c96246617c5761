import { createHash } from 'node:crypto';

/** Feed secrets are kept hashed: the database alone does not open anyone's calendar. */
export const feedTokenHash = (token: string) => createHash('sha256').update(`lesson-feed:${token}`).digest('hex');
