/** A Discord account as Discord's `/api/users/@me` describes it (PROTOCOLS.md). */
export interface DiscordUser {
  id: string;
  username: string;
  global_name?: string | null;
  email?: string | null;
  verified?: boolean;
}

/** The Discord name a member's profile shows. */
export const discordDisplayName = (discord: DiscordUser) => discord.username;
