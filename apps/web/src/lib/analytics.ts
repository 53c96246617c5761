// Page views (spec §2 "on every route change"; PROTOCOLS.md GA4): gtag when a measurement id is
// configured, otherwise our own collector. Analytics must never break a page, so every failure is swallowed.

export const PAGE_VIEW_COLLECTOR = '/api/analytics/page-views';

export interface PageView {
  /** Path plus query string, e.g. `/contact?from=top`. */
  path: string;
  title: string;
  /** Full URL of the page (GA4 page_location). */
  location: string;
  /** The previous page of this visit, or the document referrer on the first view. */
  referrer: string;
}

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export function sendPageView(view: PageView, measurementId: string | undefined): void {
  try {
    if (measurementId) sendToGoogle(view, measurementId);
    else sendToCollector(view);
  } catch {
    // Ignored on purpose: a blocked script or a missing API must not affect the visitor.
  }
}

/** Remembers the last page so each view can name the page the visitor came from. */
export function createPageViewTracker(measurementId: string | undefined, initialReferrer: string) {
  let previous = initialReferrer;
  return (view: Omit<PageView, 'referrer'>) => {
    sendPageView({ ...view, referrer: previous }, measurementId);
    previous = view.location;
  };
}

function sendToGoogle(view: PageView, measurementId: string): void {
  const gtag = loadGtag(measurementId);
  gtag('event', 'page_view', { page_location: view.location, page_title: view.title, page_referrer: view.referrer });
}

/** Installs gtag once; automatic page views are off because the router reports each one itself. */
function loadGtag(measurementId: string): Gtag {
  if (window.gtag) return window.gtag;
  const dataLayer = (window.dataLayer ??= []);
  // gtag.js expects the Arguments object itself in dataLayer, not an array.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  window.gtag = gtag;
  gtag('js', new Date());
  gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
  return gtag;
}

/** Fire-and-forget: sendBeacon survives page unloads; fetch keepalive is the fallback. */
export function sendToCollector(view: PageView): void {
  const body = JSON.stringify({ path: view.path, title: view.title, referrer: view.referrer });
  const beacon = typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function';
  if (beacon && navigator.sendBeacon(PAGE_VIEW_COLLECTOR, new Blob([body], { type: 'application/json' }))) return;
  if (typeof fetch !== 'function') return;
  fetch(PAGE_VIEW_COLLECTOR, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => undefined);
}
