import type { NestExpressApplication } from '@nestjs/platform-express';
import { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';
// The sandbox is the card provider (GMO protocol), started in-process on free ports.
import { cardToken, type RunningSandbox, type SandboxOptions, startSandbox } from '@coaching/sandbox/testing';
import { startTestApi } from './test-api';

export interface ApiWithCardSandbox {
  app: NestExpressApplication;
  sandbox: RunningSandbox;
  /** A card token as the member's browser gets it from the provider's script (an approving card unless told). */
  token: (cardno?: string) => Promise<string>;
  close: () => Promise<void>;
}

/** The api on the test database with the sandbox as its card provider, for the tests that buy. */
export async function startApiWithCardSandbox(options: { env?: Record<string, string>; card?: SandboxOptions['card'] } = {}): Promise<ApiWithCardSandbox> {
  const sandbox = await startSandbox({ httpPort: 0, smtpPort: 0, host: '127.0.0.1', ...(options.card ? { card: options.card } : {}) });
  const scriptUrl = `${sandbox.httpUrl}/payments/ext/js/token.js`;
  const app = await startTestApi({ ...options.env, CARD_PROVIDER_API_URL: `${sandbox.httpUrl}/payments/payment`, CARD_PROVIDER_SCRIPT_URL: scriptUrl });
  return {
    app,
    sandbox,
    token: (cardno = '4111111111111111') => cardToken(scriptUrl, 'tshop00000001', { cardno, expire: '3012' }),
    close: async () => {
      await app.close();
      await sandbox.close();
    },
  };
}

/** A catalogue row a test sells (its own game's plan or item), written as the catalogue stores it; answers its id. */
export async function insertCatalogueRow(app: NestExpressApplication, table: 'plans' | 'items', row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const [inserted] = await sql<{ id: number }>(app.get(EntityManager).fork(), `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')}) returning id`, Object.values(row));
  return inserted.id;
}
