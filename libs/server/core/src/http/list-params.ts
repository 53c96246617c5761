import { BadRequestException } from '@nestjs/common';
import type { z } from 'zod';
import { assertSafeText } from './unsafe-text';

const MAX_PAGE = 500;

export interface ListParams<F extends string, Filter> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: { start: number; end: number };
  filter: Filter;
}

const json = (value: unknown): unknown => {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw new BadRequestException();
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new BadRequestException();
  }
  // JSON escapes (\u0000) only become characters here, after the app-wide check of the raw query.
  assertSafeText(parsed);
  return parsed;
};

/**
 * Reads ra-data-simple-rest's `sort=["f","ASC"]&range=[0,24]&filter={...}`; anything malformed is a 400, and so is
 * a filter key the list does not know (as an unknown sort field is): an object schema would drop it silently, and
 * the back office's input for it would do nothing at all.
 *
 * `getMany` (a reference field reading its records back) sends only `filter={"id":[…]}`, with no range: it gets every
 * id it asked for (up to a page's limit), not the default first 25.
 */
export function parseListParams<F extends string, S extends z.ZodObject>(
  query: Record<string, unknown>,
  options: { sortFields: readonly F[]; defaultSort: [F, 'ASC' | 'DESC']; filter: S },
): ListParams<F, z.infer<S>> {
  const sort = json(query.sort) ?? options.defaultSort;
  if (!Array.isArray(sort) || sort.length !== 2 || !options.sortFields.includes(sort[0]) || !['ASC', 'DESC'].includes(sort[1])) throw new BadRequestException();

  const range = json(query.range) ?? [0, 24];
  // Safe integers only: a larger one is no page, and would overflow the database's OFFSET.
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isSafeInteger(n) && n >= 0) || range[1] < range[0]) throw new BadRequestException();
  const [start, end] = range as [number, number];

  const filter = options.filter.strict().safeParse(query.filter === undefined ? {} : json(query.filter));
  if (!filter.success) throw new BadRequestException();
  const ids = (filter.data as { id?: unknown }).id;
  const asked = query.range === undefined && Array.isArray(ids) ? { start: 0, end: Math.max(0, ids.length - 1) } : { start, end };

  return { sort: { field: sort[0] as F, order: sort[1] }, range: { start: asked.start, end: Math.min(asked.end, asked.start + MAX_PAGE - 1) }, filter: filter.data as z.infer<S> };
}

/**
 * A list sorted in memory, for lists small enough to load whole: `rows` come in `readIn` order (answered as read, or
 * reversed); another field is sorted by `compare` in the order asked, ties kept in the order read.
 */
export function sortRows<T, F extends string>(rows: readonly T[], sort: ListParams<F, unknown>['sort'], readIn: ListParams<F, unknown>['sort'], compare: (a: T, b: T, field: F) => number): T[] {
  if (sort.field === readIn.field) return sort.order === readIn.order ? [...rows] : [...rows].reverse();
  const direction = sort.order === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => direction * compare(a, b, sort.field));
}

/**
 * ra-data-simple-rest reads the total from `Content-Range: <resource> <first>-<last>/<total>`; a browser
 * script only sees that header when it is exposed.
 */
export function setContentRange(res: { setHeader(name: string, value: string): unknown }, resource: string, start: number, count: number, total: number): void {
  const end = count ? start + count - 1 : start;
  res.setHeader('Content-Range', `${resource} ${start}-${end}/${total}`);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
