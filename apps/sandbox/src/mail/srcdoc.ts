const BASE = '<base target="_blank">';

/**
 * Prepares mail HTML for a sandboxed srcdoc iframe: links must open in a new tab, because
 * navigating inside the iframe would leave the sandbox page. The caller still escapes the result
 * for the attribute.
 */
export function withBaseTarget(mailHtml: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(mailHtml);
  if (head) return insertAt(mailHtml, head.index + head[0].length);
  // Anything before a doctype would switch the document to quirks mode.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(mailHtml);
  if (doctype) return insertAt(mailHtml, doctype[0].length);
  return BASE + mailHtml;
}

function insertAt(text: string, index: number): string {
  return text.slice(0, index) + BASE + text.slice(index);
}
