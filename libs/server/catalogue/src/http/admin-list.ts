import { parseListParams, setContentRange } from '@coaching/server-core';
import type { Response } from 'express';
import type { z } from 'zod';
import type { AdminListCriteria, AdminPage } from '../queries/admin-list-criteria';

const MAX_IDS = 500;

/**
 * ra-data-simple-rest's list query, read as contacts read it (malformed or an unknown filter key → 400). `getMany` sends only
 * `filter={"id":[…]}`, with no range: it gets every id it asked for, not the first page.
 */
export function readAdminList<F extends string, S extends z.ZodObject & z.ZodType<{ id?: number | number[] }>>(
  query: Record<string, unknown>,
  options: { sortFields: readonly F[]; defaultSort: [F, 'ASC' | 'DESC']; filter: S },
): AdminListCriteria<F, z.infer<S>> {
  const params = parseListParams(query, options);
  const ids = params.filter.id;
  if (query.range === undefined && Array.isArray(ids)) params.range = { start: 0, end: Math.max(0, Math.min(ids.length, MAX_IDS) - 1) };
  return params;
}

/** Sends a page with its `Content-Range`. */
export function sendPage<T>(res: Response, resource: string, criteria: { range: { start: number } }, page: AdminPage<T>): T[] {
  setContentRange(res, resource, criteria.range.start, page.rows.length, page.total);
  return page.rows;
}
