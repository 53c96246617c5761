import { planPurchaseSchema } from '@coaching/contracts';
import { z } from 'zod';
import type { DescribedRoute } from './described-routes';
import { buildOpenApiDocument } from './openapi-document';

/** An operation as the tests read it (the document's operations are loosely typed JSON). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test reads of a JSON document
type Op = Record<string, any>;

const route = (overrides: Partial<DescribedRoute>): DescribedRoute => ({
  method: 'GET',
  path: '/api/things',
  controller: 'ThingsController',
  handler: 'list',
  audience: 'anyone',
  roles: [],
  changesData: false,
  contract: {},
  ...overrides,
});

describe('buildOpenApiDocument', () => {
  it('given a member change with a declared body and answer, describes the body, the answer, the session and the CSRF header', () => {
    const answer = z.object({ data: z.object({ id: z.string() }) });
    const doc = buildOpenApiDocument([route({ method: 'POST', path: '/api/plans/:planId/purchase', audience: 'member', changesData: true, status: 202, contract: { body: planPurchaseSchema, answer, alsoStatuses: [200] } })]);
    const op = doc.paths['/api/plans/{planId}/purchase'].post as Op;
    expect(op.parameters).toEqual([{ name: 'planId', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(op.requestBody.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/PlanPurchaseInput' });
    expect(doc.components.schemas.PlanPurchaseInput).toEqual(expect.objectContaining({ type: 'object', required: expect.arrayContaining(['method', 'period']) }));
    expect(op.responses['202']).toEqual(op.responses['200']);
    expect(op.responses['202'].content['application/json'].schema.$ref).toMatch(/^#\/components\/schemas\//);
    expect(op.security).toEqual([{ memberSession: [], xsrfToken: [] }]);
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '403', '404', '413', '419', '422', 'default']));
  });

  it('given a route with a declared query, lists each field as a query parameter, required as the schema says', () => {
    const doc = buildOpenApiDocument([route({ contract: { query: z.object({ game_id: z.coerce.number().int(), start: z.string().optional() }) } })]);
    const op = doc.paths['/api/things'].get as Op;
    expect(op.parameters.map((p: { name: string; in: string; required: boolean }) => [p.name, p.in, p.required])).toEqual([['game_id', 'query', true], ['start', 'query', false]]);
    expect(op.security).toEqual([]);
  });

  it('given a route without a declared answer, says so rather than inventing a body', () => {
    const doc = buildOpenApiDocument([route({ audience: 'operator', path: '/admin-api/things' })]);
    const op = doc.paths['/admin-api/things'].get as Op;
    expect(op.responses['200']).toEqual({ description: '成功（本文の形はまだ契約に書かれていない）', 'x-answer-undeclared': true });
    expect(op.security).toEqual([{ operatorSession: [] }]);
    expect(op.tags).toEqual(['admin-api']);
  });

  it('given a body whose preprocess takes a missing field, names required only the fields whose absence is refused', () => {
    const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value);
    const body = z.object({ name: z.string().min(1), image_path: z.preprocess(emptyToNull, z.string().startsWith('/').nullable()) });
    const doc = buildOpenApiDocument([route({ method: 'POST', changesData: true, audience: 'operator', path: '/admin-api/things', contract: { body } })]);
    const schema = JSON.stringify(doc.components.schemas);
    const input = (doc.paths['/admin-api/things'].post as Op).requestBody.content['application/json'].schema;
    const resolved = input.$ref ? doc.components.schemas[input.$ref.split('/').pop()] : input;
    expect(resolved.required).toEqual(['name']);
    // zod's pseudo-format for startsWith is dropped; its pattern stays.
    expect(schema).not.toContain('starts_with');
    expect(schema).toContain('"pattern":"^\\\\/.*"');
  });

  it('always describes the fast path health check and the Japanese error shape', () => {
    const doc = buildOpenApiDocument([]);
    expect(Object.keys(doc.paths['/api/health'])).toEqual(['get', 'head']);
    expect(doc.components.schemas.ErrorAnswer).toEqual(expect.objectContaining({ required: ['message'] }));
  });
});
