/**
 * Settles once React has taken over the page the visitor opened: the page's Suspense boundary has committed
 * (RouteChangeEffects runs inside it), so its buttons and forms answer to the app from then on.
 */
let markLive: () => void = () => undefined;
export const pageLive = new Promise<void>((resolve) => {
  markLive = resolve;
});

export function markPageLive(): void {
  // Also on the page itself, for what watches from outside (browser journeys, a synthetic check).
  document.documentElement.dataset.live = 'true';
  markLive();
}
