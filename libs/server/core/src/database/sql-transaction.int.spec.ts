import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createTestOrm } from '../testing/test-database';
import { inTransaction, sql } from './sql';
import { sqlTransaction } from './sql-transaction';

@Entity({ tableName: 'test_sql_transaction_notes' })
class Note {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  body!: string;
}

describe('sqlTransaction (real PostgreSQL)', () => {
  let orm: MikroORM;
  const notes = async (ids: string[]) =>
    (await sql<{ id: string }>(orm.em.fork(), 'select id from test_sql_transaction_notes where id = any(?::text[]) order by id', [`{${ids.join(',')}}`])).map((r) => r.id);
  const insert = (em: Parameters<typeof sql>[0], id: string) => sql(em, 'insert into test_sql_transaction_notes (id, body) values (?, ?)', [id, 'x']);
  /** The backend process id and transaction id PostgreSQL reports for a statement run on `em`. */
  const where = async (em: Parameters<typeof sql>[0]) =>
    (await sql<{ pid: number; xid: string | null }>(em, 'select pg_backend_pid() as pid, pg_current_xact_id_if_assigned()::text as xid'))[0];
  const pool = () => (orm.em.getConnection().getKnex().client as unknown as { pool: { numUsed(): number } }).pool;

  beforeAll(async () => {
    orm = await createTestOrm('server_core', [Note]);
    await sql(orm.em.fork(), 'create table if not exists test_sql_transaction_notes (id text primary key, body text not null)');
  });
  afterAll(() => orm.close(true));

  it('commits every statement of the work together, on one connection, and answers what the work answers', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const answer = await sqlTransaction(orm.em, async (tx) => {
      await insert(tx, a);
      const first = await where(tx);
      await insert(tx, b);
      const second = await where(tx);
      expect(second.pid).toBe(first.pid);
      expect(second.xid).not.toBeNull();
      // Not visible outside until the commit.
      expect(await notes([a, b])).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await notes([a, b])).toEqual([a, b].sort());
    expect(pool().numUsed()).toBe(0);
  });

  it('rolls every statement back when the work throws, and gives the connection back', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await expect(
      sqlTransaction(orm.em, async (tx) => {
        await insert(tx, a);
        await insert(tx, b);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await notes([a, b])).toEqual([]);
    expect(pool().numUsed()).toBe(0);
  });

  it('rolls back after a failing statement, and the pool keeps working', async () => {
    const a = randomUUID();
    await insert(orm.em.fork(), a);
    const b = randomUUID();
    await expect(
      sqlTransaction(orm.em, async (tx) => {
        await insert(tx, b);
        await insert(tx, a); // duplicate key
      }),
    ).rejects.toThrow(/duplicate key/);
    expect(await notes([a, b])).toEqual([a]);
    // Every connection of the pool is usable after it.
    await Promise.all(Array.from({ length: 25 }, () => sqlTransaction(orm.em, (tx) => where(tx))));
    expect(pool().numUsed()).toBe(0);
  });

  it('sends its begin with the first statement, and nothing at all for work that ran no statement', async () => {
    const sent = jest.spyOn(Client.prototype, 'query');
    try {
      const a = randomUUID();
      await sqlTransaction(orm.em, async (tx) => {
        await insert(tx, a);
        await where(tx);
      });
      expect(sent.mock.calls.map(([text]) => String(text).split(' ')[0])).toEqual(['begin;', 'select', 'commit']);
      expect(await notes([a])).toEqual([a]);

      sent.mockClear();
      expect(await sqlTransaction(orm.em, async () => 42)).toBe(42);
      expect(sent).not.toHaveBeenCalled();
    } finally {
      sent.mockRestore();
    }
    expect(pool().numUsed()).toBe(0);
  });

  it('hands the same transaction to code that reaches the global entity manager inside it', async () => {
    const a = randomUUID();
    await sqlTransaction(orm.em, async (tx) => {
      await insert(tx, a);
      // The global em resolves to the transaction's fork, as inside em.transactional: it sees the uncommitted row.
      expect((await sql(orm.em, 'select id from test_sql_transaction_notes where id = ?', [a])).length).toBe(1);
      expect((await where(orm.em)).pid).toBe((await where(tx)).pid);
    });
  });

  it('runs a nested sqlTransaction under a savepoint: its failure undoes only its own statements', async () => {
    const [outer, inner, after] = [randomUUID(), randomUUID(), randomUUID()];
    await sqlTransaction(orm.em, async (tx) => {
      await insert(tx, outer);
      await expect(
        sqlTransaction(tx, async (nested) => {
          await insert(nested, inner);
          throw new Error('inner failed');
        }),
      ).rejects.toThrow('inner failed');
      await sqlTransaction(tx, (nested) => insert(nested, after));
    });
    expect(await notes([outer, inner, after])).toEqual([outer, after].sort());
  });

  it('given the global entity manager inside another transaction, starts a transaction of its own (as em.fork().transactional)', async () => {
    const [outer, own] = [randomUUID(), randomUUID()];
    await expect(
      sqlTransaction(orm.em, async (tx) => {
        await insert(tx, outer);
        await sqlTransaction(orm.em, async (separate) => {
          await insert(separate, own);
          expect((await where(separate)).pid).not.toBe((await where(tx)).pid);
        });
        throw new Error('outer failed');
      }),
    ).rejects.toThrow('outer failed');
    expect(await notes([outer, own])).toEqual([own]);
  });

  it('joins an em.transactional it is called in (nested under a savepoint there too)', async () => {
    const [outer, inner] = [randomUUID(), randomUUID()];
    await expect(
      orm.em.fork().transactional(async (tx) => {
        await insert(tx, outer);
        await sqlTransaction(tx, (nested) => insert(nested, inner));
        expect(await notes([outer, inner])).toEqual([]);
        throw new Error('outer failed');
      }),
    ).rejects.toThrow('outer failed');
    expect(await notes([outer, inner])).toEqual([]);
  });

  it('refuses entity work inside rather than running it outside the transaction', async () => {
    const a = randomUUID();
    await expect(sqlTransaction(orm.em, (tx) => tx.findOne(Note, { id: a }))).rejects.toThrow(/sql\(\) statements only/);
    await expect(
      sqlTransaction(orm.em, async (tx) => {
        tx.persist(tx.create(Note, { id: a, body: 'x' }));
        await tx.flush();
      }),
    ).rejects.toThrow(/sql\(\) statements only/);
    await expect(sqlTransaction(orm.em, (tx) => tx.transactional(async () => undefined))).rejects.toThrow(/sql\(\) statements only/);
    expect(await notes([a])).toEqual([]);
    expect(pool().numUsed()).toBe(0);
  });

  it('refuses a statement after the transaction ended', async () => {
    let escaped: Parameters<typeof sql>[0] | undefined;
    await sqlTransaction(orm.em, async (tx) => {
      escaped = tx;
      await where(tx);
    });
    await expect(where(escaped!)).rejects.toThrow(/already ended/);
  });

  it('inTransaction tells work inside either kind of transaction, through the global em too, from work outside', async () => {
    expect(inTransaction(orm.em)).toBe(false);
    expect(inTransaction(orm.em.fork())).toBe(false);
    const seen = await sqlTransaction(orm.em, async (tx) => [inTransaction(tx), inTransaction(orm.em)]);
    expect(seen).toEqual([true, true]);
    const seenInEntityWork = await orm.em.fork().transactional(async (tx) => [inTransaction(tx), inTransaction(orm.em)]);
    expect(seenInEntityWork).toEqual([true, true]);
  });
});
