import { hash, verify } from '@node-rs/argon2';

/** argon2id (`Algorithm.Argon2id` is a const enum, which SWC cannot inline across packages). */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;

export const hashPassword = (password: string) => hash(password, OPTIONS as never);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  const target = passwordHash ?? (await (decoy ??= hashPassword('decoy-password-for-timing')));
  try {
    const ok = await verify(target, password);
    return ok && passwordHash != null;
  } catch {
    return false;
  }
}
