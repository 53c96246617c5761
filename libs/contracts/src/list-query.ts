import { z } from 'zod';

/**
 * The query of every back-office list (ra-data-simple-rest): JSON text in three parameters. The server parses each
 * (`parseListParams`) with the list's own sort fields and filter schema; a bad one is a 400. Described here once, for
 * the OpenAPI document; the answer is the page's rows, with `Content-Range: <resource> start-end/total`.
 */
export const listQuerySchema = z.object({
  sort: z.string().optional().describe('["field","ASC"|"DESC"] の JSON'),
  range: z.string().optional().describe('[start,end] の JSON（0 始まり、両端を含む）'),
  filter: z.string().optional().describe('一覧ごとの絞り込みの JSON オブジェクト'),
});
