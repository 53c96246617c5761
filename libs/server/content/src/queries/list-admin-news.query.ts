import { Query } from '@nestjs/cqrs';
import type { AdminNews, NewsStatus } from '@coaching/contracts';

export const NEWS_SORT_FIELDS = ['id', 'title', 'published_at', 'updated_at', 'game_id'] as const;
export type NewsSortField = (typeof NEWS_SORT_FIELDS)[number];

export interface AdminNewsCriteria {
  filter: { q?: string; status?: NewsStatus; game_id?: number };
  sort: { field: NewsSortField; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
}

/** The back office's news list (drafts and scheduled items too). */
export class ListAdminNewsQuery extends Query<{ rows: AdminNews[]; total: number }> {
  constructor(readonly criteria: AdminNewsCriteria) {
    super();
  }
}
