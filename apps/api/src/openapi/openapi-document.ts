import * as contracts from '@coaching/contracts';
import { ADMIN_SESSION_COOKIE, MEMBER_SESSION_COOKIE, XSRF_HEADER } from '@coaching/server-core';
import { z } from 'zod';
import type { HealthReport } from '../health/health-probe';
import { type DescribedRoute, FAST_PATH_ROUTES } from './described-routes';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export interface OpenApiDocument {
  openapi: '3.1.0';
  info: Record<string, unknown>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
  [key: string]: unknown;
}

/** Every error the api sends, from a guard, a handler, the body parser or the final handler: a Japanese message, and the fields for a 422. */
export const errorAnswerSchema = z.object({
  message: z.string().min(1).describe('利用者に見せる日本語のメッセージ'),
  errors: z.record(z.string(), z.array(z.string())).optional().describe('422 のとき、項目ごとのメッセージ（Laravel の形）'),
  code: z.string().optional().describe('画面が理由で分岐する拒否の符号（MEMBER_SUSPENDED、MEMBER_ONLY、GUARDIAN_ONLY）'),
});

const healthReportSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']), redis: z.enum(['ok', 'down']) }) satisfies z.ZodType<HealthReport>;

/** `GET /api/openapi.json`: this document (its own shape is OpenAPI 3.1's, not repeated here beyond the top level). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({}))),
  components: z.looseObject({ schemas: z.record(z.string(), z.looseObject({})), securitySchemes: z.record(z.string(), z.looseObject({})) }),
});

/** The contracts' exported schemas by object, so a declared schema appears under its own name in `components`. */
const contractNames = (() => {
  const names = new Map<z.ZodType, string>();
  for (const [name, value] of Object.entries(contracts)) if (value instanceof z.ZodType && !names.has(value)) names.set(value, name.replace(/Schema$/, ''));
  names.set(errorAnswerSchema, 'ErrorAnswer');
  names.set(healthReportSchema, 'HealthReport');
  names.set(openApiDocumentSchema, 'OpenApiDocument');
  return names;
})();

/** zod's names for string checks that its `pattern` already states; no JSON Schema reader knows them as formats. */
const ZOD_PSEUDO_FORMATS = new Set(['starts_with', 'ends_with', 'includes']);

/**
 * Adjusts zod's JSON Schema for readers of the document: its pseudo-formats are dropped (the pattern stays); and a
 * request's field is required only where leaving it out is refused: a field whose preprocess turns a missing value into
 * null or a default (`image_path` and the like) is optional on the way in, though zod names it required.
 */
const forReaders = (io: 'input' | 'output') => (ctx: { zodSchema: z.core.$ZodType; jsonSchema: JsonSchema }) => {
  if (ZOD_PSEUDO_FORMATS.has(ctx.jsonSchema.format as string)) delete ctx.jsonSchema.format;
  const def = ctx.zodSchema._zod.def as { type: string; shape?: Record<string, z.ZodType> };
  const required = ctx.jsonSchema.required as string[] | undefined;
  if (io !== 'input' || def.type !== 'object' || !def.shape || !required) return;
  const kept = required.filter((key) => !def.shape![key]?.safeParse(undefined).success);
  if (kept.length) ctx.jsonSchema.required = kept;
  else delete ctx.jsonSchema.required;
};

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any', override: forReaders(io) }) as JsonSchema;
  return json;
};

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const ERROR_STATUSES: Record<number, string> = {
  401: 'サインインしていない',
  403: '権限がない、停止中の会員、または別のオリジンから',
  404: '見つからない',
  413: '本文が 100 KB を超える',
  419: 'X-XSRF-TOKEN がない、または一致しない（PROTOCOLS.md）',
  422: '入力の誤り（errors に項目ごとのメッセージ）',
  429: '回数の上限',
  503: 'PostgreSQL または Redis に届かない',
};

/**
 * The OpenAPI 3.1 document of `/api`, `/admin-api` and the session routes, generated from the routes the app serves
 * and the contracts' zod schemas they declare (`@ApiContract`). Nothing here is written per route (ADR 0045).
 */
export function buildOpenApiDocument(routes: readonly DescribedRoute[], version = '1'): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  let anonymous = 0;
  const componentNames = new Map<z.ZodType, string>();
  /** A declared schema as a `$ref` into components (input and output differ when a schema transforms). */
  const refOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
    let base = componentNames.get(schema);
    if (!base) {
      base = contractNames.get(schema) ?? `Schema${++anonymous}`;
      base = base.charAt(0).toUpperCase() + base.slice(1);
      componentNames.set(schema, base);
    }
    const name = io === 'input' && base !== 'ErrorAnswer' && base !== 'HealthReport' ? `${base}Input` : base;
    schemas[name] ??= toJsonSchema(schema, io);
    return { $ref: `#/components/schemas/${name}` };
  };
  const errorRef = refOf(errorAnswerSchema, 'output');
  const errorResponse = (status: number) => ({ description: ERROR_STATUSES[status], content: { 'application/json': { schema: errorRef } } });

  const paths: OpenApiDocument['paths'] = {};
  const add = (method: string, path: string, operation: Operation) => {
    (paths[toOpenApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  };

  for (const route of routes) {
    const { contract } = route;
    const parameters: Operation[] = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
    if (contract.query) {
      const json = toJsonSchema(contract.query, 'input');
      const required = new Set((json.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((json.properties as Record<string, JsonSchema> | undefined) ?? {})) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    }
    const status = route.status ?? (route.method === 'POST' ? 201 : 200);
    const success: Operation = contract.answer || contract.answerType ? { description: '成功' } : { description: '成功（本文の形はまだ契約に書かれていない）', 'x-answer-undeclared': true };
    if (contract.answer) success.content = { 'application/json': { schema: refOf(contract.answer, 'output') } };
    else if (contract.answerType === 'image/webp') success.content = { 'image/webp': { schema: { type: 'string', contentMediaType: 'image/webp' } } };
    else if (contract.answerType && contract.answerType !== 'none' && contract.answerType !== 'redirect') success.content = { [contract.answerType]: { schema: { type: 'string' } } };
    const responses: Operation = { [contract.answerType === 'redirect' ? '302' : String(status)]: success };
    for (const other of contract.alsoStatuses ?? []) responses[String(other)] = success;
    if (route.audience !== 'anyone') responses['401'] = errorResponse(401);
    if (route.audience !== 'anyone' || route.changesData) responses['403'] = errorResponse(403);
    if (parameters.some((p) => p.in === 'path')) responses['404'] = errorResponse(404);
    if (route.changesData) responses['419'] = errorResponse(419);
    if (contract.body || contract.query) responses['422'] = errorResponse(422);
    if (contract.body) responses['413'] = errorResponse(413);
    responses['429'] = errorResponse(429);
    responses['503'] = errorResponse(503);
    responses.default = { description: 'そのほかの誤り', content: { 'application/json': { schema: errorRef } } };

    const session = route.audience === 'operator' ? 'operatorSession' : route.audience === 'member' ? 'memberSession' : undefined;
    const requirement = { ...(session ? { [session]: [] } : {}), ...(route.changesData ? { xsrfToken: [] } : {}) };
    const operation: Operation = {
      operationId: `${route.controller.replace(/Controller$/, '')}.${route.handler}`,
      tags: [route.path.startsWith('/admin-api/') ? 'admin-api' : route.path.split('/')[1] === 'api' ? route.path.split('/')[2] : route.path.split('/')[1]],
      summary: contract.summary,
      parameters: parameters.length ? parameters : undefined,
      security: Object.keys(requirement).length ? [requirement] : [],
      responses,
      'x-audience': route.audience,
      'x-operator-roles': route.roles.length ? route.roles : undefined,
    };
    if (contract.body) {
      operation.requestBody = { required: true, content: { [contract.multipart ? 'multipart/form-data' : 'application/json']: { schema: refOf(contract.body, 'input') } } };
    }
    add(route.method, route.path, JSON.parse(JSON.stringify(operation)) as Operation);
  }

  for (const route of FAST_PATH_ROUTES) {
    add(route.method, route.path, {
      operationId: `FastPath.${route.method.toLowerCase()}Health`,
      tags: ['health'],
      summary: route.summary,
      security: [],
      responses: { '200': { description: '応答', ...(route.method === 'GET' ? { content: { 'application/json': { schema: refOf(healthReportSchema, 'output') } } } : {}) } },
    });
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'GG コーチング API',
      version,
      description: 'ゲームコーチングスクールの会員 API（/api）と管理 API（/admin-api）。contracts の zod スキーマとコントローラーから生成（ADR 0045）。変更する要求はセッションの XSRF-TOKEN を X-XSRF-TOKEN で送り返す（ADR 0002）。',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas,
      securitySchemes: {
        memberSession: { type: 'apiKey', in: 'cookie', name: MEMBER_SESSION_COOKIE, description: '会員のセッション（POST /api/login）' },
        operatorSession: { type: 'apiKey', in: 'cookie', name: ADMIN_SESSION_COOKIE, description: '運営のセッション（POST /admin-api/auth/login、path=/admin-api）' },
        xsrfToken: { type: 'apiKey', in: 'header', name: XSRF_HEADER.toUpperCase(), description: 'XSRF-TOKEN クッキーの値（GET /sanctum/csrf-cookie または /admin-api/auth/session）をそのまま送り返す' },
      },
    },
  };
}
