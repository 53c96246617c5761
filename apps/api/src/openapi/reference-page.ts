import type { OpenApiDocument } from './openapi-document';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/**
 * The document as one static page for developers: each operation with who may call it, what it takes and answers.
 * Rendered on the server with no script (the api's CSP allows only its own scripts), so no renderer is shipped (ADR 0045).
 */
export function referencePage(doc: OpenApiDocument): string {
  /** A schema as the reader needs it: a named one opened in place, with a link to it under スキーマ. */
  const shown = (schema: unknown): string => {
    const ref = (schema as { $ref?: string } | undefined)?.$ref;
    if (!ref) return `<pre>${escape(JSON.stringify(schema ?? null, null, 2))}</pre>`;
    const name = ref.split('/').pop()!;
    return `<p><a href="#schema-${escape(name)}">${escape(name)}</a></p><pre>${escape(JSON.stringify(doc.components.schemas[name], null, 2))}</pre>`;
  };
  const rows: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => operations[m])) {
      const op = operations[method] as Record<string, unknown>;
      const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      const responses = op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const successes = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
      const success = successes[0];
      const security = (op.security as Array<Record<string, unknown>>).flatMap((s) => Object.keys(s)).join(' + ') || 'なし';
      rows.push(`<section id="${escape(op.operationId)}"><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}</p><p>認証: ${escape(security)}${op['x-operator-roles'] ? `（${escape((op['x-operator-roles'] as string[]).join(', '))}）` : ''}</p>
${body ? `<details><summary>要求の本文（${escape(Object.keys(body)[0])}）</summary>${shown(Object.values(body)[0].schema)}</details>` : ''}
${success ? `<details><summary>応答 ${escape(successes.map(([status]) => status).join(' / '))}${success[1].content ? '' : '（本文の形は未記載）'}</summary>${success[1].content ? shown(Object.values(success[1].content)[0].schema) : ''}</details>` : ''}</section>`);
    }
  }
  const schemas = Object.entries(doc.components.schemas).map(([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} リファレンス</title>
<style>body{font-family:system-ui,'Noto Sans CJK JP',sans-serif;max-width:960px;margin:0 auto;padding:16px;line-height:1.6}code,pre{font-family:ui-monospace,monospace}pre{background:#f5f5f5;padding:8px;overflow-x:auto;font-size:13px}section{border-bottom:1px solid #ddd;padding:8px 0}h3{font-size:16px;margin:8px 0;word-break:break-all}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>
<h2>操作</h2>${rows.join('\n')}<h2>スキーマ</h2>${schemas.join('\n')}</body></html>`;
}
