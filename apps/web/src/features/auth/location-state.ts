/** The `{ email }` a page hands to /regist/sent or /login in history state (spec §2 "state: email"). */
export function emailFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  const { email } = state as { email: unknown };
  return typeof email === 'string' && email.trim() ? email.trim() : undefined;
}
