import type { QueryOrderMap } from '@mikro-orm/core';

// MikroORM find options from the back office's list criteria (admin-list-criteria.ts), for the catalogue's
// admin list queries.

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const like = (q: string) => ({ $ilike: `%${escapeLike(q)}%` });
export const idFilter = (id: number | number[]) => (Array.isArray(id) ? { $in: id } : id);
/** snake_case column of the API → entity property; `game_id` sorts by the foreign key. */
const property = (field: string) => (field === 'game_id' ? 'game' : field.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase()));
export const orderBy = <T>(sort: { field: string; order: 'ASC' | 'DESC' }) => ({ [property(sort.field)]: sort.order, id: 'ASC' }) as QueryOrderMap<T>;
export const limits = (range: { start: number; end: number }) => ({ offset: range.start, limit: range.end - range.start + 1 });
