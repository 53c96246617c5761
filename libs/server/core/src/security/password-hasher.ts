import { hash, verify } from '@node-rs/argon2';
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

/** argon2id (`Algorithm.Argon2id` is a const enum, which SWC cannot inline across packages). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * How many hashes run at once in this process: all cores but one. A hash is deliberately costly (about 25 ms of a
 * core here), and the library runs each on a thread of its own; unbounded, a wave of sign-ins (a campaign mail, or
 * someone guessing passwords) took every core from the event loop, and every other request waited behind it
 * (issue 15's mixed load: csrf-cookie and mypage p95 in seconds during the first sign-ins). Bounded, sign-ins queue
 * among themselves and the rest of the api keeps a core.
 */
const AT_ONCE = Math.max(1, availableParallelism() - 1);
const hashing = pLimit(AT_ONCE);

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;

export const hashPassword = (password: string): Promise<string> => hashing(() => hash(password, OPTIONS as never));

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (decoy ??= hashPassword('decoy-password-for-timing')));
  try {
    const ok = await hashing(() => verify(target, password));
    return ok && passwordHash != null;
  } catch {
    return false;
  }
}
