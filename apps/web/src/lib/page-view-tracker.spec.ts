const sent: { path: string; referrer: string }[] = [];
jest.mock('../config/env', () => ({ env: { gaMeasurementId: undefined } }));
jest.mock('./analytics', () => ({
  createPageViewTracker: (_id: string | undefined, referrer: string) => {
    let previous = referrer;
    return (view: { path: string; location: string }) => {
      sent.push({ path: view.path, referrer: previous });
      previous = view.location;
    };
  },
}));

describe('page views across the boot script and the router', () => {
  beforeAll(() => {
    (globalThis as { document?: unknown }).document = { referrer: 'https://search.example/' };
  });

  it('counts a path once, however many places notice it, and again after a change', async () => {
    const { trackPageView } = await import('./page-view-tracker');
    const view = (path: string) => ({ path, title: 't', location: `https://ggcoach.example${path}` });
    expect(trackPageView(view('/'))).toBe(true); // the boot script, before React
    expect(trackPageView(view('/'))).toBe(false); // the router, once React takes the page over
    expect(trackPageView(view('/contact'))).toBe(true);
    expect(trackPageView(view('/'))).toBe(true);
    expect(sent).toEqual([
      { path: '/', referrer: 'https://search.example/' },
      { path: '/contact', referrer: 'https://ggcoach.example/' },
      { path: '/', referrer: 'https://ggcoach.example/contact' },
    ]);
  });
});
