/** The one OAuth2 application registered with the fake Discord: our api. */
export interface DiscordClientConfig {
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_DISCORD_CLIENT: DiscordClientConfig = { clientId: 'sandbox-discord-client', clientSecret: 'sandbox-discord-secret' };

/** How the consent screen names the application. */
export const DISCORD_APP_NAME = 'GG COACH（ローカル）';

/** The scopes this stand-in implements, with the consent-screen wording (Discord's Japanese UI). */
export const SUPPORTED_SCOPES: Readonly<Record<string, string>> = {
  identify: 'ユーザー名、アバター、バナーへのアクセス',
  email: 'メールアドレスへのアクセス',
};

/** Discord's lifetimes: codes live 10 minutes, access tokens a week. */
export const CODE_TTL_MS = 10 * 60 * 1000;
export const ACCESS_TOKEN_TTL_SECONDS = 604_800;
