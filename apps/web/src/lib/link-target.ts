// Spec §2 "Link button": a same-host link to anything but the root is router navigation; everything else
// (the root, other hosts, mailto:, tel:) is an ordinary anchor, so the landing page always loads fresh.

/** The router path (path + query + hash) for internal links, or null when a plain anchor is wanted. */
export function internalPath(href: string, currentOrigin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, currentOrigin);
  } catch {
    return null;
  }
  if (url.origin !== currentOrigin) return null;
  if (url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function currentOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
