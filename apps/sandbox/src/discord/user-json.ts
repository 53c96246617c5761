import type { FakeDiscordUser } from './discord-store';

/** The user object as Discord's `GET /users/@me` sends it. */
export interface DiscordUserJson {
  id: string;
  username: string;
  avatar: null;
  discriminator: '0';
  public_flags: number;
  flags: number;
  banner: null;
  accent_color: null;
  global_name: string | null;
  avatar_decoration_data: null;
  banner_color: null;
  mfa_enabled: false;
  locale: 'ja';
  premium_type: number;
  /** Only with the `email` scope, like `verified`. */
  email?: string | null;
  verified?: boolean;
}

/** Discord leaves out `email` and `verified` unless the token has the `email` scope. */
export function toDiscordUserJson(user: FakeDiscordUser, scopes: readonly string[]): DiscordUserJson {
  const json: DiscordUserJson = {
    id: user.id,
    username: user.username,
    avatar: null,
    discriminator: '0',
    public_flags: 0,
    flags: 0,
    banner: null,
    accent_color: null,
    global_name: user.globalName,
    avatar_decoration_data: null,
    banner_color: null,
    mfa_enabled: false,
    locale: 'ja',
    premium_type: 0,
  };
  if (scopes.includes('email')) {
    json.email = user.email;
    json.verified = user.verified;
  }
  return json;
}
