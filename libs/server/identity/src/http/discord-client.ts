import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@coaching/server-core';
import type { DiscordUser } from '../domain/discord-user';
import { DiscordUnavailableError } from './discord-unavailable.error';

const TIMEOUT_MS = 8000;

/**
 * Discord's OAuth2 authorization-code flow (PROTOCOLS.md). One base URL from configuration: the
 * sandbox stand-in locally, https://discord.com in production.
 */
@Injectable()
export class DiscordClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get redirectUri(): string {
    return `${this.config.APP_URL}/login/discord/callback`;
  }

  authorizeUrl(state: string): string {
    const params = new URLSearchParams({
      response_type: 'code',
      client_id: this.config.DISCORD_CLIENT_ID,
      scope: 'identify email',
      state,
      redirect_uri: this.redirectUri,
      prompt: 'consent',
    });
    return `${this.config.DISCORD_BASE_URL}/oauth2/authorize?${params}`;
  }

  /** Exchanges the code for a token and reads the Discord user; any failure is `DiscordUnavailableError`. */
  async userForCode(code: string): Promise<DiscordUser> {
    const basic = Buffer.from(`${this.config.DISCORD_CLIENT_ID}:${this.config.DISCORD_CLIENT_SECRET}`).toString('base64');
    const token = await this.call<{ access_token?: string }>('/api/oauth2/token', {
      method: 'POST',
      headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: this.redirectUri }),
    });
    if (!token.access_token) throw new DiscordUnavailableError('no access token');
    const user = await this.call<DiscordUser>('/api/users/@me', { headers: { Authorization: `Bearer ${token.access_token}` } });
    if (typeof user.id !== 'string' || typeof user.username !== 'string') throw new DiscordUnavailableError('unexpected user');
    return user;
  }

  private async call<T>(path: string, init: RequestInit): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${this.config.DISCORD_BASE_URL}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (error) {
      throw new DiscordUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new DiscordUnavailableError(`${path} answered ${response.status}`);
    return (await response.json()) as T;
  }
}
