import { declareReadCache } from '@coaching/server-core';

/**
 * The members' news pages (`ListNewsHandler`), kept whole in each api copy's memory: any statement on `news` forgets
 * them all (`news:*`). Listed in the context's `readCaches` (src/migrations/index.ts), from which core generates the
 * trigger (ADR 0019).
 */
export const NEWS_CACHE = declareReadCache({ kind: 'news', invalidatedBy: [{ table: 'news', key: '*' }] });
