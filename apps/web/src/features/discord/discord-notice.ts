import { IdentityMessages } from '@coaching/contracts';

export type DiscordNoticeSeverity = 'success' | 'info' | 'error';

export interface DiscordNotice {
  message: string;
  severity: DiscordNoticeSeverity;
}

/** Only text is ever shown (never HTML), cut short so a crafted link cannot fill the screen. */
export const DISCORD_NOTICE_MAX_LENGTH = 200;

const SUCCESS: readonly string[] = [IdentityMessages.discordLinked, IdentityMessages.discordUnlinked];
const ERROR: readonly string[] = [
  IdentityMessages.discordLinkedElsewhere,
  IdentityMessages.discordNeedsPassword,
  IdentityMessages.discordEmailTaken,
  IdentityMessages.discordNoEmail,
  IdentityMessages.discordFailed,
  IdentityMessages.error,
];

/**
 * Spec §2 /discord: the `msg` the API appends after linking or unlinking. The known outcomes get their
 * colour (done, refused); anything else — a cancelled consent included — is information. Empty or missing: nothing.
 */
export function discordNotice(msg: string | null | undefined): DiscordNotice | null {
  const message = msg?.trim().slice(0, DISCORD_NOTICE_MAX_LENGTH);
  if (!message) return null;
  if (SUCCESS.includes(message)) return { message, severity: 'success' };
  if (ERROR.includes(message)) return { message, severity: 'error' };
  return { message, severity: 'info' };
}
