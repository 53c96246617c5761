import { EntityManager } from '@mikro-orm/postgresql';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { upsertOperator } from '@coaching/server-backoffice';
import { sql } from '@coaching/server-core';
import newman, { type NewmanRunExecution, type NewmanRunSummary } from 'newman';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { ADULT_STUDENT, signedUpMember } from './testing/billing-members';
import { type OpenApiDoc, OpenApiValidator } from './testing/openapi-validator';
import { memberRowCounts, rowsOfRequests } from './testing/refusal-effects';
import { startTestApi } from './testing/test-api';

// The negative pass of issue 36 by tools no one here wrote: Portman (@apideck/portman) reads the OpenAPI document and
// writes a Postman collection of fuzz variations (a required field left out, a number past its minimum or maximum, a
// text past its length), and newman sends them to the real api on a real port. The collection's own scripts speak the
// CSRF contract (sign-in.js, through newman's cookie jar) and fail any 5xx or a refusal without a Japanese message
// (refusal.js). Here the run is judged further: a refusal is the documented ErrorAnswer, an accepted variation is one
// the document accepts too (Portman sometimes cannot break a field), and a refused request changed nothing.

const ADMIN = { email: 'admin-portman-int@ggcoach.example', name: '変異 検査', role: 'admin' as const, password: 'admin-portman-int-password' };
const PORTMAN_DIR = resolve(__dirname, 'testing/portman');
const PORTMAN_BIN = resolve(__dirname, '../../../node_modules/@apideck/portman/bin/portman');

const runNewman = (options: newman.NewmanRunOptions) =>
  new Promise<NewmanRunSummary>((done, fail) => newman.run(options, (err, summary) => (err ? fail(err) : done(summary))));

describe('fuzz variations by Portman, sent by newman with the CSRF contract (real api on a port, PostgreSQL, Redis)', () => {
  let app: NestExpressApplication;
  let validator: OpenApiValidator;
  let collection: { item: Array<{ name: string }> };
  let memberId: string;

  beforeAll(async () => {
    app = await startTestApi();
    await upsertOperator(app.get(EntityManager).fork(), ADMIN);
    const member = await signedUpMember(app, '10.49');
    await member.agent.post('/api/personal_informations').set('X-XSRF-TOKEN', member.token).send(ADULT_STUDENT);
    memberId = member.userId;
    await app.listen(0, '127.0.0.1');
    const baseUrl = `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}`;
    const doc = (await request(app.getHttpServer()).get('/api/openapi.json').set('X-Forwarded-For', '10.49.250.1')).body as OpenApiDoc;
    validator = new OpenApiValidator(doc);

    // Records of this run's own for the operations that name one in their path, so their bodies are read (a path to no
    // record is refused 404 first); a variation taken by mistake changes only these.
    const em = app.get(EntityManager).fork();
    const gameId = 44_000_000 + Math.floor(Math.random() * 1_000_000);
    await sql(em, 'insert into games (id, name, is_purchasable, is_legacy, sort_order) values (?, ?, true, false, 9500)', [gameId, `変異 ${gameId}`]);
    const [{ id: planId }] = await sql<{ id: number }>(em, "insert into plans (game_id, code, name, lesson_count, tax_rate, price1, price3) values (?, ?, '変異プラン', 4, 1.1, 40000, 36000) returning id", [gameId, `portman-${gameId}`]);
    const [{ id: itemId }] = await sql<{ id: number }>(em, "insert into items (game_id, code, name, price, tax_rate) values (?, ?, '変異の追加レッスン', 9000, 1.1) returning id", [gameId, `portman-${gameId}-item`]);
    const ownRecords: Array<[operation: string, key: string, value: number]> = [
      ['PUT::/admin-api/games/{id}', 'id', gameId],
      ['PUT::/admin-api/plans/{id}', 'id', planId],
      ['PUT::/admin-api/items/{id}', 'id', itemId],
      ['GET::/api/plans/{planId}/calc', 'planId', planId],
      ['POST::/api/plans/{planId}/purchase', 'planId', planId],
      ['GET::/api/items/{itemId}/calc', 'itemId', itemId],
      ['POST::/api/items/{itemId}/purchase', 'itemId', itemId],
    ];

    // Portman writes its working files under its current directory: a directory of this run's own.
    const dir = mkdtempSync(join(tmpdir(), 'openapi-portman-'));
    const config = JSON.parse(readFileSync(join(PORTMAN_DIR, 'portman-config.json'), 'utf8')) as { globals: Record<string, unknown>; overwrites: unknown[] };
    for (const [operation, key, value] of ownRecords) config.overwrites.push({ openApiOperation: operation, overwriteRequestPathVariables: [{ key, value: String(value) }] });
    config.globals.collectionPreRequestScripts = [`file:${join(PORTMAN_DIR, 'sign-in.js')}`];
    config.globals.collectionTestScripts = [`file:${join(PORTMAN_DIR, 'refusal.js')}`];
    config.globals.collectionVariables = { memberEmail: member.email, memberPassword: 'billing-member-password', operatorEmail: ADMIN.email, operatorPassword: ADMIN.password };
    writeFileSync(join(dir, 'portman-config.json'), JSON.stringify(config));
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
    execFileSync(process.execPath, [PORTMAN_BIN, '-l', 'openapi.json', '-c', 'portman-config.json', '-o', 'collection.json', '-b', baseUrl, '--warn', 'false'], { cwd: dir, stdio: 'pipe' });
    collection = JSON.parse(readFileSync(join(dir, 'collection.json'), 'utf8'));
  }, 120_000);
  afterAll(() => app?.close());

  it('no 5xx; every refusal the documented shape in Japanese; nothing accepted the document refuses; refusals change nothing', async () => {
    const em = app.get(EntityManager);
    const memberRows = () => memberRowCounts(em, memberId);
    const before = await memberRows();
    expect(collection.item.map((folder) => folder.name)).toContain('Variation Tests');

    const summary = await runNewman({ collection, folder: 'Variation Tests', reporters: [], timeoutRequest: 30_000 });

    const errorShape = validator.schemaOf({ $ref: '#/components/schemas/ErrorAnswer' });
    const failures = summary.run.failures.map((f) => `${f.source?.name ?? '?'}: ${f.error.test ?? ''} ${f.error.message}`.slice(0, 240));
    const refusedIds: string[] = [];
    const acceptedOnApi: string[] = [];
    const statuses: Record<number, number> = {};
    for (const execution of summary.run.executions as NewmanRunExecution[]) {
      const { request: sent, response } = execution;
      const code = response?.code ?? 0;
      statuses[code] = (statuses[code] ?? 0) + 1;
      const path = sent.url.getPath();
      const where = `${execution.item.name} (${sent.method} ${path}): ${code}`;
      if (!response) failures.push(`${where}: no answer`);
      else if (code >= 400) {
        refusedIds.push(String(sent.headers.get('X-Request-Id')));
        if (!errorShape(JSON.parse(response.text() || 'null'))) failures.push(`${where} not the ErrorAnswer shape: ${response.text().slice(0, 160)}`);
      } else {
        // Taken: the variation must be one the document takes as well (a field Portman could not break), or the two disagree.
        const operation = validator.operationOf(sent.method, path)?.operation;
        const bodySchema = operation?.requestBody ? Object.values(operation.requestBody.content)[0].schema : undefined;
        const raw = sent.body?.raw;
        const validBody = !bodySchema || !raw || validator.schemaOf(bodySchema)(JSON.parse(raw));
        const missingQuery = (operation?.parameters ?? []).filter((p) => p.in === 'query' && p.required && !sent.url.query.has(p.name));
        if (!validBody || missingQuery.length) failures.push(`${where}: taken, though the document refuses it: ${raw?.slice(0, 160) ?? missingQuery.map((p) => p.name)}`);
        if (path.startsWith('/api/') && path !== '/api/analytics/page-views') acceptedOnApi.push(where);
      }
    }
    process.stdout.write(`Portman/newman pass: ${summary.run.executions.length} variations, ${refusedIds.length} refused; by status ${JSON.stringify(statuses)}\n`);
    expect(failures).toEqual([]);
    expect(refusedIds.length).toBeGreaterThan(400);
    // Both sides were signed in: the member and the operator each met more than a 401/419.
    expect(Object.keys(statuses).filter((s) => s !== '401' && s !== '419').length).toBeGreaterThan(1);
    expect((statuses[419] ?? 0) + (statuses[401] ?? 0)).toBeLessThan(20);

    const [events, outbox] = await rowsOfRequests(em, refusedIds);
    expect([events, outbox]).toEqual([0, 0]);
    if (!acceptedOnApi.length) expect(await memberRows()).toBe(before);
  }, 300_000);
});
