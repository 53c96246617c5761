// Preloaded into the api and the worker by tools/bench/purchase-cost.mjs (`node --require`): counts the process's
// PostgreSQL statements and Redis commands, by their first words, and writes the counts to
// $ROUND_TRIPS_DIR/<service>-<pid>.json every 200 ms (a signal would not do: Nest's shutdown hooks end the process on
// SIGUSR2 as on SIGTERM). A measuring aid only; never loaded in production.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const counts = { sql: {}, redis: {} };
const bump = (kind, key) => (counts[kind][key] = (counts[kind][key] ?? 0) + 1);
// "select … from users" → "select users": enough to tell the statements of a purchase apart without their text.
// ROUND_TRIPS_SQL_TEXT=1 keys by the statement's text instead (its first 240 characters), to tell which read repeats.
const byText = process.env.ROUND_TRIPS_SQL_TEXT === '1';
const sqlKey = (text) => {
  const t = String(text).replace(/\s+/g, ' ').trim().toLowerCase();
  if (byText) return t.slice(0, 240);
  const verb = t.split(' ')[0];
  const table = t.match(/\b(?:from|into|update|join)\s+"?([a-z_]+)"?/)?.[1] ?? '';
  return `${verb} ${table}`.trim();
};

const pg = require('pg');
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  bump('sql', sqlKey(typeof config === 'string' ? config : config?.text));
  return query.call(this, config, ...rest);
};
const Redis = require('ioredis');
const sendCommand = Redis.prototype.sendCommand;
Redis.prototype.sendCommand = function (command, ...rest) {
  // BullMQ's Lua scripts arrive as evalsha; their name is not on the wire, so they count as one kind.
  bump('redis', command?.name ?? '?');
  return sendCommand.call(this, command, ...rest);
};

const file = join(process.env.ROUND_TRIPS_DIR ?? '/tmp', `${process.env.SERVICE_NAME ?? 'node'}-${process.pid}.json`);
setInterval(() => writeFileSync(file, JSON.stringify(counts)), 200).unref();
