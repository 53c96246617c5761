import { hydrateOnFirstInteraction } from './lib/hydrate-on-interaction';
import { mayBeSignedIn } from './lib/member-hint';
import { trackPageView } from './lib/page-view-tracker';

// Kept tiny on purpose: a server-rendered public page (/, /contact, the legal pages) is complete and usable
// as HTML (links, anchors, FAQ <details>), so its first load costs only this file. React and the app load
// on the visitor's first interaction and take the page over; other pages load the app at once. A browser
// that last had a signed-in member takes it over at once, so the header turns signed-in without a click.
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const boot = () => import('./app/boot');

if (container.dataset.serverRendered === 'true') {
  trackPageView({ path: `${location.pathname}${location.search}`, title: document.title, location: location.href });
  if (mayBeSignedIn()) void boot().then((m) => m.hydrate(container));
  else hydrateOnFirstInteraction(container, () => boot().then((m) => m.hydrate(container)));
} else {
  void boot().then((m) => m.mount(container));
}
