import type { OpenApiDocument } from './openapi-document';

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const METHODS = ['get', 'head', 'post', 'put', 'patch', 'delete'];

/**
 * The document as one static page for developers: each operation with who may call it, what it takes and answers.
 * Rendered on the server with no script (the api's CSP allows only its own scripts), so no renderer is shipped (ADR 0045).
 */
export function referencePage(doc: OpenApiDocument): string {
  const rows: string[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => operations[m])) {
      const op = operations[method] as Record<string, unknown>;
      const body = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)?.content;
      const responses = op.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>;
      const success = Object.entries(responses).find(([status]) => /^[23]/.test(status));
      const security = (op.security as Array<Record<string, unknown>>).flatMap((s) => Object.keys(s)).join(' + ') || 'なし';
      rows.push(`<section id="${escape(op.operationId)}"><h3><code>${method.toUpperCase()} ${escape(path)}</code></h3>
<p>${escape(op.summary ?? '')}</p><p>認証: ${escape(security)}${op['x-operator-roles'] ? `（${escape((op['x-operator-roles'] as string[]).join(', '))}）` : ''}</p>
${body ? `<details><summary>要求の本文</summary><pre>${escape(JSON.stringify(Object.values(body)[0].schema, null, 2))}</pre></details>` : ''}
${success ? `<details><summary>応答 ${escape(success[0])}</summary><pre>${escape(JSON.stringify(success[1].content ? Object.values(success[1].content)[0].schema : null, null, 2))}</pre></details>` : ''}</section>`);
    }
  }
  const schemas = Object.entries(doc.components.schemas).map(([name, schema]) => `<section id="schema-${escape(name)}"><h3>${escape(name)}</h3><pre>${escape(JSON.stringify(schema, null, 2))}</pre></section>`);
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(doc.info.title)} リファレンス</title>
<style>body{font-family:system-ui,'Noto Sans CJK JP',sans-serif;max-width:960px;margin:0 auto;padding:16px;line-height:1.6}code,pre{font-family:ui-monospace,monospace}pre{background:#f5f5f5;padding:8px;overflow-x:auto;font-size:13px}section{border-bottom:1px solid #ddd;padding:8px 0}h3{font-size:16px;margin:8px 0;word-break:break-all}</style></head>
<body><h1>${escape(doc.info.title)}</h1><p>${escape(doc.info.description)}</p><p><a href="/api/openapi.json">openapi.json</a></p>
<h2>操作</h2>${rows.join('\n')}<h2>スキーマ</h2>${schemas.join('\n')}</body></html>`;
}
