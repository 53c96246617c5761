import { parseListParams, setContentRange } from '@coaching/server-core';
import type { Response } from 'express';
import type { z } from 'zod';
import type { AdminListCriteria, AdminPage } from '../queries/admin-list-criteria';

/**
 * ra-data-simple-rest's list query, read as every list reads it (malformed or an unknown filter key → 400; `getMany`'s
 * ids with no range get every id asked), typed for the catalogue's criteria.
 */
export function readAdminList<F extends string, S extends z.ZodObject & z.ZodType<{ id?: number | number[] }>>(
  query: Record<string, unknown>,
  options: { sortFields: readonly F[]; defaultSort: [F, 'ASC' | 'DESC']; filter: S },
): AdminListCriteria<F, z.infer<S>> {
  return parseListParams(query, options);
}

/** Sends a page with its `Content-Range`. */
export function sendPage<T>(res: Response, resource: string, criteria: { range: { start: number } }, page: AdminPage<T>): T[] {
  setContentRange(res, resource, criteria.range.start, page.rows.length, page.total);
  return page.rows;
}
