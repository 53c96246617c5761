import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: Array<{ name: string; in: string; required?: boolean; schema: Record<string, unknown> }>;
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** What a checked answer found: `undescribed` when the document has no body schema for it (only the status was checked). */
export interface AnswerCheck {
  operation: string;
  errors: string[];
  undescribed: boolean;
}

/**
 * Checks requests' answers against the OpenAPI document with ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1),
 * as a tool that did not write the document reads it: the path template the request matches, a status the operation
 * lists (or `default`), and the body against that status's schema.
 */
export class OpenApiValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ template: string; pattern: RegExp }>;

  constructor(readonly doc: OpenApiDoc) {
    addFormats(this.ajv);
    this.ajv.addSchema({ $id: 'openapi.json', components: doc.components });
    // A literal segment wins over a parameter (`/api/lessons/latest` before `/api/lessons/{id}`).
    this.templates = Object.keys(doc.paths)
      .map((template) => ({ template, pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
      .sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));
  }

  /** The operation a request reaches: `POST /api/plans/{planId}/purchase`, or undefined when the document has none. */
  operationOf(method: string, url: string): { key: string; operation: Operation } | undefined {
    const path = url.split('?')[0];
    for (const { template, pattern } of this.templates) {
      const operation = this.doc.paths[template][method.toLowerCase()];
      if (pattern.test(path) && operation) return { key: `${method.toUpperCase()} ${template}`, operation };
    }
    return undefined;
  }

  schemaOf(schema: Record<string, unknown>): ValidateFunction {
    const key = JSON.stringify(schema);
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(JSON.parse(key.replaceAll('"#/components/', '"openapi.json#/components/')) as object);
      this.compiled.set(key, validate);
    }
    return validate;
  }

  check(method: string, url: string, status: number, body: unknown, contentType = 'application/json'): AnswerCheck {
    const found = this.operationOf(method, url);
    if (!found) return { operation: `${method} ${url}`, errors: ['no operation in the document'], undescribed: false };
    const response = found.operation.responses[String(status)] ?? found.operation.responses.default;
    if (!response) return { operation: found.key, errors: [`status ${status} not documented`], undescribed: false };
    const media = response.content?.[contentType.split(';')[0]] ?? (response.content ? undefined : null);
    if (media === undefined) return { operation: found.key, errors: [`${status} answered ${contentType}, documented ${Object.keys(response.content ?? {}).join(', ')}`], undescribed: false };
    if (!media?.schema) return { operation: found.key, errors: [], undescribed: method.toUpperCase() !== 'HEAD' && status !== 204 };
    const validate = this.schemaOf(media.schema);
    const errors = validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return { operation: found.key, errors, undescribed: false };
  }
}
