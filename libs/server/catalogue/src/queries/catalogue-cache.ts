import { declareReadCache } from '@coaching/server-core';

/**
 * Every game's and plan's summary (`CatalogueSummaries`), read whole and kept in each api copy's memory: any statement
 * on `games` or `plans` forgets it (`catalogue:*`). The catalogue is a few dozen rows, changed by an operator now and
 * then. Listed in the context's `readCaches` (src/migrations/index.ts), from which core generates the triggers (ADR 0019).
 */
export const CATALOGUE_CACHE = declareReadCache({
  kind: 'catalogue',
  invalidatedBy: [
    { table: 'games', key: '*' },
    { table: 'plans', key: '*' },
  ],
});
