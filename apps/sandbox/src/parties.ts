import type { Router } from 'express';
import type { CardProviderConfig } from './card-provider/card-config';
import { createCardProvider } from './card-provider/card-router';
import type { CardStore } from './card-provider/card-store';
import type { DiscordClientConfig } from './discord/discord-config';
import { createDiscordRouter } from './discord/discord-router';
import type { DiscordStore } from './discord/discord-store';
import { createMailRouter } from './mail/mail-router';
import type { MailStore } from './mail/mail-store';
import { createZipcloudRouter } from './postal/zipcloud-router';

/** One outside party the sandbox stands in for, served under its own path. */
export interface SandboxParty {
  path: string;
  router: Router;
  /** Lets go of anything still pending (held requests) when the sandbox closes. */
  close?: () => void;
}

export interface PartyContext {
  mailStore: MailStore;
  /** host:port of the SMTP inbox, shown on the inbox pages. */
  smtpAddress: string;
  discordStore: DiscordStore;
  /** The OAuth2 client the fake Discord accepts (our api). */
  discordClient: DiscordClientConfig;
  cardStore: CardStore;
  /** The shop and site the fake card provider accepts, and its slow-card timings. */
  cardConfig: CardProviderConfig;
}

export function createParties(context: PartyContext): SandboxParty[] {
  const cardProvider = createCardProvider(context.cardStore, context.cardConfig);
  return [
    { path: '/mail', router: createMailRouter(context.mailStore, context.smtpAddress) },
    { path: '/discord', router: createDiscordRouter(context.discordStore, context.discordClient) },
    { path: '/payments', router: cardProvider.router, close: cardProvider.close },
    { path: '/zipcloud', router: createZipcloudRouter() },
  ];
}
