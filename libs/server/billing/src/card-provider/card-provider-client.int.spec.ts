import type { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig, sql } from '@coaching/server-core';
import { createTestOrm } from '@coaching/server-core/testing';
import { createServer } from 'node:http';
import { CardProviderClient } from './card-provider-client';

describe('the card provider client never calls out from inside a database transaction (real PostgreSQL)', () => {
  let orm: MikroORM;
  let client: CardProviderClient;
  let calls = 0;
  const provider = createServer((_req, res) => {
    calls += 1;
    res.end('CardSeq=&DefaultFlag=&CardName=&CardNo=&Expire=&HolderName=&DeleteFlag=');
  });

  beforeAll(async () => {
    orm = await createTestOrm('server_billing');
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as { port: number };
    client = new CardProviderClient(loadConfig({ CARD_PROVIDER_API_URL: `http://127.0.0.1:${port}/payment` }));
  });
  afterAll(async () => {
    await orm.close(true);
    await new Promise((resolve) => provider.close(resolve));
  });

  it('refuses a call made beneath a transaction, before anything is sent', async () => {
    const inside = orm.em.fork().transactional(async (tx) => {
      await sql(tx, 'select 1');
      return client.searchCard('gg-member');
    });
    await expect(inside).rejects.toThrow('card provider SearchCard called inside a database transaction');
    expect(calls).toBe(0);
  });

  it('calls out before and after a transaction', async () => {
    await orm.em.fork().transactional((tx) => sql(tx, 'select 1'));
    expect(await client.searchCard('gg-member')).toEqual([]);
    expect(calls).toBe(1);
  });
});
