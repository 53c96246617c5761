import { useLayoutEffect } from 'react';
import { documentTitle } from '../lib/document-title';

/**
 * Sets <title> for the current page. A layout effect, so the title is in place before the
 * route-change effect (a passive effect of the same commit) reads it for the page view.
 */
export function usePageTitle(pageTitle?: string): void {
  useLayoutEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
