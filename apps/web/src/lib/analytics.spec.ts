import { createPageViewTracker, PAGE_VIEW_COLLECTOR, sendPageView } from './analytics';

const view = { path: '/contact', title: 'お問い合わせ | GG COACH', location: 'https://ggcoach.example/contact', referrer: '' };

describe('page views without a measurement id', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>();
  const realFetch = globalThis.fetch;
  const fetchMock = jest.fn(() => Promise.reject(new TypeError('offline')));

  beforeEach(() => {
    sendBeacon.mockReset();
    fetchMock.mockClear();
    Object.defineProperty(globalThis, 'navigator', { value: { sendBeacon }, configurable: true, writable: true });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('beacons { path, title, referrer } to the collector', async () => {
    sendBeacon.mockReturnValue(true);
    sendPageView(view, undefined);
    const [url, blob] = sendBeacon.mock.calls[0];
    expect(url).toBe(PAGE_VIEW_COLLECTOR);
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await blob.text())).toEqual({ path: '/contact', title: 'お問い合わせ | GG COACH', referrer: '' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch keepalive when the beacon is refused, and swallows its failure', async () => {
    sendBeacon.mockReturnValue(false);
    expect(() => sendPageView(view, undefined)).not.toThrow();
    expect(fetchMock).toHaveBeenCalledWith(PAGE_VIEW_COLLECTOR, expect.objectContaining({ method: 'POST', keepalive: true }));
    await Promise.resolve();
  });

  it('never throws, even when sendBeacon itself throws', () => {
    sendBeacon.mockImplementation(() => {
      throw new TypeError('Illegal invocation');
    });
    expect(() => sendPageView(view, undefined)).not.toThrow();
  });

  it('names the previous page as the referrer of the next view', async () => {
    sendBeacon.mockReturnValue(true);
    const track = createPageViewTracker(undefined, 'https://search.example/');
    track({ path: '/', title: 'top', location: 'https://ggcoach.example/' });
    track({ path: '/contact', title: 'contact', location: 'https://ggcoach.example/contact' });
    const referrers = await Promise.all(sendBeacon.mock.calls.map(async ([, blob]) => JSON.parse(await blob.text()).referrer));
    expect(referrers).toEqual(['https://search.example/', 'https://ggcoach.example/']);
  });
});
