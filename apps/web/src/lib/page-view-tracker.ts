import { env } from '../config/env';
import { createPageViewTracker, type PageView } from './analytics';

let tracker: ReturnType<typeof createPageViewTracker> | undefined;
let lastPath: string | undefined;

/**
 * One page view per path change (spec §2), wherever it is noticed first: the boot script for a
 * server-rendered page, the router afterwards. Returns false when this path was already counted.
 */
export function trackPageView(view: Omit<PageView, 'referrer'>): boolean {
  if (view.path === lastPath) return false;
  lastPath = view.path;
  tracker ??= createPageViewTracker(env.gaMeasurementId, document.referrer);
  tracker(view);
  return true;
}
