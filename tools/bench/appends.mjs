// Event appends against raw inserts (issue 35: at least half the raw rate, one stream and ten, run after run).
// Each append in its own transaction, as a command makes it (runDecider's sqlTransaction); the baseline is the same
// number of single-row transactional inserts on the bare `pg` driver.
//
// The two sides are measured in alternating rounds (ours then raw, raw then ours, …) and each figure is the median
// round, its ratio the median of the rounds' own ratios. Measured as one block each, one after the other, a spell of
// load on this shared machine fell on one side only, and the ratio swung from 0.49 to 0.88 between runs of the same
// code (bench-results/README.md); paired rounds put the same spell on both sides.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../lib/setup.mjs';

const require = createRequire(import.meta.url);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Appends a second and the raw inserts a second, on one stream and across `streams` at once. */
export async function benchAppends(databaseUrl, { rounds = 5, perRound = 600, streams = 10, warm = 300 } = {}) {
  const core = require(join(ROOT, 'libs/server/core/dist'));
  const { MikroORM } = require('@mikro-orm/postgresql');
  const { Client } = require('pg');
  const orm = await MikroORM.init({ ...core.buildOrmConfig({ databaseUrl, entities: [], poolMax: streams }), logger: () => undefined });
  const store = new core.EventStore();
  const event = { type: 'BenchRecorded', data: { amount: 1200, note: 'bench' } };
  const clients = await Promise.all(Array.from({ length: streams }, async () => {
    const c = new Client({ connectionString: databaseUrl });
    await c.connect();
    return c;
  }));
  const run = Date.now().toString(36);
  let serial = 0;

  /** `count` appends on each of `lanes` new streams at once. */
  const appendOn = (lanes, count) =>
    Promise.all(Array.from({ length: lanes }, async () => {
      const stream = { id: `bench-${run}-${serial++}`, type: 'bench' };
      for (let v = 0; v < count; v++) await core.sqlTransaction(orm.em, (tx) => store.append(tx, stream, v, [event]));
    }));
  /** `count` raw transactional inserts on each of the first `lanes` clients at once. */
  const insertOn = (lanes, count) =>
    Promise.all(clients.slice(0, lanes).map(async (c, s) => {
      for (let i = 0; i < count; i++) {
        await c.query('begin');
        await c.query('insert into bench_raw (stream, version, data) values ($1, $2, $3)', [`raw-${s}`, i, event.data]);
        await c.query('commit');
      }
    }));
  const perSecond = async (work, total) => {
    const started = performance.now();
    await work();
    return (total / (performance.now() - started)) * 1000;
  };

  try {
    await clients[0].query('create table if not exists bench_raw (id bigserial primary key, stream text, version int, data jsonb)');
    // Both sides warmed (JIT, the pool's connections at the ten-stream width, the statement paths) before any round.
    await appendOn(streams, warm / streams);
    await insertOn(streams, warm / streams);
    const side = async (lanes) => {
      const rows = [];
      for (let r = 0; r < rounds; r++) {
        const ours = () => perSecond(() => appendOn(lanes, perRound / lanes), perRound);
        const raw = () => perSecond(() => insertOn(lanes, perRound / lanes), perRound);
        let oursRate;
        let rawRate;
        if (r % 2 === 0) {
          oursRate = await ours();
          rawRate = await raw();
        } else {
          rawRate = await raw();
          oursRate = await ours();
        }
        rows.push({ ours: oursRate, raw: rawRate, ratio: oursRate / rawRate });
      }
      return {
        appends_per_second: Math.round(median(rows.map((row) => row.ours))),
        raw_insert_baseline_per_second: Math.round(median(rows.map((row) => row.raw))),
        ratio: +median(rows.map((row) => row.ratio)).toFixed(3),
        ratio_by_round: rows.map((row) => +row.ratio.toFixed(3)),
      };
    };
    const single = await side(1);
    const many = await side(streams);
    return {
      method: `${rounds} paired rounds of ${perRound} per side, alternating which side goes first; medians`,
      single_stream: single,
      many_streams: { streams, ...many },
    };
  } finally {
    await clients[0].query('drop table if exists bench_raw').catch(() => undefined);
    await Promise.all(clients.map((c) => c.end()));
    await orm.close(true);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Standalone against any migrated database: node tools/bench/appends.mjs <database url>
  console.log(JSON.stringify(await benchAppends(process.argv[2]), null, 2));
}
