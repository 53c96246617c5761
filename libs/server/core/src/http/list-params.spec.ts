import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { parseListParams, setContentRange, sortRows } from './list-params';

const options = { sortFields: ['created_at', 'name'] as const, defaultSort: ['created_at', 'DESC'] as ['created_at', 'DESC'], filter: z.object({ q: z.string().optional() }) };

describe('parseListParams (ra-data-simple-rest query)', () => {
  it('reads sort, range and filter', () => {
    expect(parseListParams({ sort: '["name","ASC"]', range: '[10,19]', filter: '{"q":"山田"}' }, options)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      range: { start: 10, end: 19 },
      filter: { q: '山田' },
    });
  });

  it('falls back to the default sort and the first page', () => {
    expect(parseListParams({}, options)).toEqual({ sort: { field: 'created_at', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} });
  });

  it('caps a page at 500 rows', () => {
    expect(parseListParams({ range: '[0,100000]' }, options).range).toEqual({ start: 0, end: 499 });
  });

  describe("given react-admin's getMany (ids asked, no range)", () => {
    const byId = { ...options, filter: z.object({ id: z.union([z.number(), z.array(z.number()).max(1000)]) }).partial() };
    const ids = (n: number) => JSON.stringify({ id: Array.from({ length: n }, (_, i) => i + 1) });

    it('answers every id asked, not the first 25', () => {
      expect(parseListParams({ filter: ids(40) }, byId).range).toEqual({ start: 0, end: 39 });
    });

    it('still caps the page at 500 rows', () => {
      expect(parseListParams({ filter: ids(800) }, byId).range).toEqual({ start: 0, end: 499 });
    });

    it('keeps a range that was asked, and the first page for one id', () => {
      expect(parseListParams({ filter: ids(40), range: '[0,9]' }, byId).range).toEqual({ start: 0, end: 9 });
      expect(parseListParams({ filter: '{"id":7}' }, byId).range).toEqual({ start: 0, end: 24 });
    });
  });

  it.each([
    ['sort on an unknown column', { sort: '["password","ASC"]' }],
    ['a sort order that is not ASC or DESC', { sort: '["name","UP"]' }],
    ['malformed JSON', { filter: '{' }],
    ['a range that ends before it starts', { range: '[5,1]' }],
    ['a negative or fractional range', { range: '[-1,1.5]' }],
    ['a range beyond the safe integers (the database would overflow)', { range: '[100000000000000000000,100000000000000000001]' }],
    ['a repeated parameter', { sort: ['["name","ASC"]', '["name","ASC"]'] }],
    ['a filter of the wrong shape', { filter: '{"q":5}' }],
    ['a range of one number', { range: '[0]' }],
    ['a range of three numbers', { range: '[0,1,2]' }],
    ['a range that is not a list', { range: '{"0":0,"1":1}' }],
    ['a sort of one element', { sort: '["name"]' }],
    ['a filter that is a list', { filter: '[]' }],
    ['a filter that is null', { filter: 'null' }],
  ])('refuses %s with 400', (_label, query) => {
    expect(() => parseListParams(query as Record<string, unknown>, options)).toThrow(BadRequestException);
  });

  // A plain object schema drops a key it does not know: a filter input the list does not serve would do nothing at all.
  it.each([
    ['beside a known one', '{"q":"山田","status":"new"}'],
    ['alone', '{"coach_id":"00000000-0000-4000-8000-000000000000"}'],
    ['given to a schema of optional keys (.partial())', '{"status":"new"}', z.object({ q: z.string() }).partial()],
  ])('refuses a filter key the list does not know, %s, with 400', (_label, filter, schema = options.filter) => {
    expect(() => parseListParams({ filter }, { ...options, filter: schema })).toThrow(BadRequestException);
  });
});

describe('setContentRange', () => {
  const headersOf = (start: number, count: number, total: number) => {
    const headers: Record<string, string> = {};
    setContentRange({ setHeader: (name: string, value: string) => (headers[name] = value) }, 'plans', start, count, total);
    return headers;
  };

  it('names the rows sent and the total, and exposes the header to scripts', () => {
    expect(headersOf(25, 10, 35)).toEqual({ 'Content-Range': 'plans 25-34/35', 'Access-Control-Expose-Headers': 'Content-Range' });
  });

  it('answers an empty page as start-start/total', () => {
    expect(headersOf(0, 0, 0)['Content-Range']).toBe('plans 0-0/0');
  });
});

describe('sortRows', () => {
  const rows = [{ n: 'b', v: 2 }, { n: 'a', v: 1 }, { n: 'c', v: 1 }];
  const byValue = (a: (typeof rows)[number], b: (typeof rows)[number]) => a.v - b.v;
  it('answers the rows as read, or reversed, for the field they were read by', () => {
    expect(sortRows(rows, { field: 'n', order: 'DESC' }, { field: 'n', order: 'DESC' }, byValue)).toEqual(rows);
    expect(sortRows(rows, { field: 'n', order: 'ASC' }, { field: 'n', order: 'DESC' }, byValue)).toEqual([...rows].reverse());
  });
  it('sorts another field either way, ties in the order read', () => {
    expect(sortRows(rows, { field: 'v', order: 'ASC' }, { field: 'n', order: 'DESC' }, byValue).map((r) => r.n)).toEqual(['a', 'c', 'b']);
    expect(sortRows(rows, { field: 'v', order: 'DESC' }, { field: 'n', order: 'DESC' }, byValue).map((r) => r.n)).toEqual(['b', 'a', 'c']);
  });
});
