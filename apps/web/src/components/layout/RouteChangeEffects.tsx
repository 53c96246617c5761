import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { markPageLive } from '../../lib/page-live';
import { trackPageView } from '../../lib/page-view-tracker';

/**
 * Spec §2: on every route change, scroll to the top and send a page view.
 * Rendered inside the page's Suspense boundary, so it runs once the lazy page has committed and its
 * title (set in a layout effect) is in place. A path already counted (StrictMode's second run, a
 * re-render, or the server-rendered page React has just taken over) neither scrolls nor counts again,
 * so a visitor who scrolled before the app loaded stays where they are.
 */
export function RouteChangeEffects() {
  const { pathname, search, hash } = useLocation();
  const path = `${pathname}${search}`;

  useEffect(() => {
    markPageLive();
    if (!trackPageView({ path, title: document.title, location: window.location.href })) return;
    scrollToTarget(hash);
  }, [path, hash]);

  return null;
}

/** Top of the page, or the anchored section (`/#faq`) when the page has it. */
function scrollToTarget(hash: string): void {
  const id = hash ? decodeURIComponent(hash.slice(1)) : '';
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
}
