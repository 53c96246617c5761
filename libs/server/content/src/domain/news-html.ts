import sanitizeHtml from 'sanitize-html';

/**
 * News bodies are HTML written by operators and shown to members as HTML, so only an allow-list of
 * harmless elements and attributes survives: no script, no event handlers, no style, no SVG or MathML, no
 * frames or forms, and links and images only to http(s) (links also mailto and our own paths). Run when a
 * body is written and again when it is served, so a row written any other way is still made safe.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr', 'code', 'pre', 'span'],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text inside dropped elements that never hold readable text (script, style…) is dropped with them.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'svg', 'math', 'iframe', 'object', 'template'],
  transformTags: {
    // Every link opens in a new tab without handing the news page to the site it opens.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } }),
    // Headings of the page are h1; an operator's h1 becomes a section heading.
    h1: 'h2',
  },
};

/** Keeps `target` and `rel` that `transformTags` set on links (they are not in the operator's allow-list). */
const LINK_ATTRIBUTES = { ...OPTIONS, allowedAttributes: { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ['href', 'title', 'target', 'rel'] } };

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, LINK_ATTRIBUTES).trim();
}
