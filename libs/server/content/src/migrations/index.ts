import type { ContextMigration, ReadCacheDeclaration } from '@coaching/server-core';
import { NEWS_CACHE } from '../queries/news-cache';
import { Migration20261122000201Contacts } from './20261122000201-contacts.migration';
import { Migration20261122000302News } from './20261122000302-news.migration';
import { Migration20261122000500PageViews } from './20261122000500-page-views.migration';
import { Migration20261125140000NewsAudience } from './20261125140000-news-audience.migration';
import { Migration20261125140100Notifications } from './20261125140100-notifications.migration';
import { Migration20261126110004ContactsByEmail } from './20261126110004-contacts-by-email.migration';
import { Migration20261127100000NotificationsPerMember } from './20261127100000-notifications-per-member.migration';
import { Migration20261127180005NewsNotify } from './20261127180005-news-notify.migration';

/** The content context's tables. Core finds this list (the package's `./migrations` entry) and merges it by name. */
export const migrations: ContextMigration[] = [
  { name: 'Migration20261122000201Contacts', class: Migration20261122000201Contacts, replaces: 'Migration20261122000002ContentBackoffice' },
  { name: 'Migration20261122000302News', class: Migration20261122000302News, replaces: 'Migration20261122000003CataloguePeopleNews' },
  { name: 'Migration20261122000500PageViews', class: Migration20261122000500PageViews, replaces: 'Migration20261122000005PageViews' },
  { name: 'Migration20261125140000NewsAudience', class: Migration20261125140000NewsAudience },
  { name: 'Migration20261125140100Notifications', class: Migration20261125140100Notifications },
  { name: 'Migration20261126110004ContactsByEmail', class: Migration20261126110004ContactsByEmail },
  { name: 'Migration20261127100000NotificationsPerMember', class: Migration20261127100000NotificationsPerMember },
  { name: 'Migration20261127180005NewsNotify', class: Migration20261127180005NewsNotify },
];

/** The read caches this context declares: core generates their triggers after migrating (ADR 0019, 2026-11-28). */
export const readCaches: ReadCacheDeclaration[] = [NEWS_CACHE];
