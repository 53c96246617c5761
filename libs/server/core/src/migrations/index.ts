import type { ContextMigration } from '../database/migration-history';
import type { ReadCacheDeclaration } from '../cache/read-cache-declaration';
import { SESSION_CACHE } from '../http/sessions';
import { Migration20261122000001Platform } from './20261122000001-platform.migration';
import { Migration20261124000001ParkedReactions } from './20261124000001-parked-reactions.migration';
import { Migration20261124000004ParkedReactionsReplay } from './20261124000004-parked-reactions-replay.migration';
import { Migration20261125100000HttpSessionsByMember } from './20261125100000-http-sessions-by-member.migration';
import { Migration20261126130001HttpSessionsByOperator } from './20261126130001-http-sessions-by-operator.migration';
import { Migration20261125150000OutboxDeliverAt } from './20261125150000-outbox-deliver-at.migration';
import { Migration20261126110000MemberStreams } from './20261126110000-member-streams.migration';
import { Migration20261127140000HttpSessionsNotify } from './20261127140000-http-sessions-notify.migration';
import { Migration20261127180000CacheNotifyInserts } from './20261127180000-cache-notify-inserts.migration';
import { Migration20261128190000PendingReactions } from './20261128190000-pending-reactions.migration';
import { Migration20261128200000CacheTriggersGenerated } from './20261128200000-cache-triggers-generated.migration';
import { Migration20261203500000OutboxRequestId } from './20261203500000-outbox-request-id.migration';

/**
 * The platform's own migrations (event store, outbox, job bookkeeping, sent mail, HTTP sessions). Each
 * context lists its tables' migrations the same way in its own `src/migrations/index.ts`; core merges them
 * all into one history ordered by name.
 */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000001Platform', class: Migration20261122000001Platform },
  { name: 'Migration20261124000001ParkedReactions', class: Migration20261124000001ParkedReactions },
  { name: 'Migration20261124000004ParkedReactionsReplay', class: Migration20261124000004ParkedReactionsReplay },
  { name: 'Migration20261125100000HttpSessionsByMember', class: Migration20261125100000HttpSessionsByMember },
  { name: 'Migration20261125150000OutboxDeliverAt', class: Migration20261125150000OutboxDeliverAt },
  { name: 'Migration20261126110000MemberStreams', class: Migration20261126110000MemberStreams },
  { name: 'Migration20261126130001HttpSessionsByOperator', class: Migration20261126130001HttpSessionsByOperator },
  { name: 'Migration20261127140000HttpSessionsNotify', class: Migration20261127140000HttpSessionsNotify },
  { name: 'Migration20261127180000CacheNotifyInserts', class: Migration20261127180000CacheNotifyInserts },
  { name: 'Migration20261128190000PendingReactions', class: Migration20261128190000PendingReactions },
  { name: 'Migration20261128200000CacheTriggersGenerated', class: Migration20261128200000CacheTriggersGenerated },
  { name: 'Migration20261203500000OutboxRequestId', class: Migration20261203500000OutboxRequestId },
];

/**
 * The platform's read caches (the sessions'), whose triggers the migration runner generates after migrating. Each
 * context lists its own the same way, beside its `migrations` (ADR 0019, addendum of 2026-11-28).
 */
export const readCaches: ReadCacheDeclaration[] = [SESSION_CACHE];
