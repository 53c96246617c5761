import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { DEFAULT_CARD_CONFIG, type CardProviderConfig } from './card-provider/card-config';
import { CardStore } from './card-provider/card-store';
import { DEFAULT_DISCORD_CLIENT, type DiscordClientConfig } from './discord/discord-config';
import { DiscordStore } from './discord/discord-store';
import { createHttpApp } from './http/app';
import { MailStore, type StoredMail } from './mail/mail-store';
import { createSmtpInbox } from './mail/smtp-inbox';
import { createParties } from './parties';

export interface SandboxOptions {
  /** 0 picks a free port. */
  httpPort: number;
  /** 0 picks a free port. */
  smtpPort: number;
  host: string;
  /** Called once per received message, e.g. to log it. */
  onMail?: (mail: StoredMail) => void;
  /** The OAuth2 client the fake Discord accepts; defaults to sandbox-discord-client / sandbox-discord-secret. */
  discord?: DiscordClientConfig;
  /** The card provider's shop, site and slow-card timings; unset fields take `DEFAULT_CARD_CONFIG`. */
  card?: Partial<CardProviderConfig>;
  /** The card provider's clock (token expiry, trade dates), for tests that move time. */
  cardClock?: () => number;
}

export interface RunningSandbox {
  httpUrl: string;
  httpPort: number;
  smtpPort: number;
  mailStore: MailStore;
  discordStore: DiscordStore;
  cardStore: CardStore;
  close(): Promise<void>;
}

/** Starts the SMTP inbox, then the HTTP server, and reports the ports actually bound. */
export async function startSandbox(options: SandboxOptions): Promise<RunningSandbox> {
  // The fault suite counts every mail of a thousand-mail run: it asks for a bigger inbox.
  const mailStore = new MailStore(Number(process.env.SANDBOX_MAIL_CAPACITY) || undefined);
  const discordStore = new DiscordStore();
  const discordClient = options.discord ?? DEFAULT_DISCORD_CLIENT;
  const cardStore = new CardStore(options.cardClock);
  const cardConfig = { ...DEFAULT_CARD_CONFIG, ...options.card };
  const smtp = createSmtpInbox(mailStore, { onStored: options.onMail });
  const smtpPort = await listenSmtp(smtp, options.smtpPort, options.host);

  let http: Server;
  const parties = createParties({ mailStore, smtpAddress: `${hostForUrl(options.host)}:${smtpPort}`, discordStore, discordClient, cardStore, cardConfig });
  try {
    const app = createHttpApp(parties);
    http = await listenHttp((callback) => app.listen(options.httpPort, options.host, callback));
  } catch (error) {
    await closeSmtp(smtp);
    throw error;
  }
  const httpPort = (http.address() as AddressInfo).port;

  return {
    httpUrl: `http://${hostForUrl(options.host)}:${httpPort}`,
    httpPort,
    smtpPort,
    mailStore,
    discordStore,
    cardStore,
    close: () => {
      for (const party of parties) party.close?.();
      return Promise.all([closeSmtp(smtp), closeHttp(http)]).then(() => undefined);
    },
  };
}

function listenSmtp(smtp: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(port, host, () => {
      smtp.off('error', reject);
      // Client errors (a dropped connection, a bad command) must not crash the sandbox.
      smtp.on('error', (error) => console.error(JSON.stringify({ level: 'warn', msg: 'smtp error', error: error.message })));
      resolve((smtp.server.address() as AddressInfo).port);
    });
  });
}

/** express 5 passes listen errors to the callback; wraps that in a promise. */
function listenHttp(listen: (callback: (error?: Error) => void) => Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = listen((error) => (error ? reject(error) : resolve(server)));
  });
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  return new Promise((resolve) => smtp.close(() => resolve()));
}

function closeHttp(http: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    http.close((error) => (error ? reject(error) : resolve()));
    http.closeIdleConnections();
    // Browsers keep connections open; do not wait for them to go away on their own.
    setTimeout(() => http.closeAllConnections(), 1000).unref();
  });
}

/** IPv6 literals need brackets in URLs. */
function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
