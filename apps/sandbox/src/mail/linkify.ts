import { html, type SafeHtml } from '../http/html';

// ASCII URL characters only: Japanese text often runs straight on after a URL without a space.
const URL_PATTERN = /https?:\/\/[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]+/g;
// Punctuation that usually ends the sentence rather than the URL.
const TRAILING_PUNCTUATION = /[.,;:!?'")\]]/;

/** Escapes plain text and turns http(s) URLs into links that open in a new tab. */
export function linkifyText(text: string): SafeHtml {
  const parts: SafeHtml[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = trimUrl(match[0]);
    const start = match.index;
    parts.push(html`${text.slice(last, start)}<a href="${url}" target="_blank" rel="noopener noreferrer">${url}</a>`);
    last = start + url.length;
  }
  parts.push(html`${text.slice(last)}`);
  return html`${parts}`;
}

function trimUrl(url: string): string {
  let end = url.length;
  while (end > 0 && TRAILING_PUNCTUATION.test(url[end - 1])) {
    // Keep a closing parenthesis that belongs to the URL, e.g. https://ja.wikipedia.org/wiki/Foo_(bar)
    if (url[end - 1] === ')' && count(url.slice(0, end), '(') >= count(url.slice(0, end), ')')) break;
    end--;
  }
  return url.slice(0, end);
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}
