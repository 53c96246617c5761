import { routeOf } from './request-observer';

const fast = new Set(['/api/health', '/api/me']);
const request = (url: string, route?: string, baseUrl = '') => ({ url, ...(route ? { route: { path: route }, baseUrl } : {}) }) as never;

describe('the latency histogram’s route label', () => {
  it('is the route template Express matched, never the URL with its ids', () => {
    expect(routeOf(request('/api/plans/42/purchase', '/api/plans/:planId/purchase'), fast)).toBe('/api/plans/:planId/purchase');
    expect(routeOf(request('/admin-api/queues/api/queues?page=1', '/api/queues', '/admin-api/queues'), fast)).toBe('/admin-api/queues/api/queues');
  });

  it.each([
    ['/api/health', '/api/health'],
    ['/api/me', '/api/me'],
    ['/api/nothing/here/123', 'unmatched'],
    ['/admin-api/whatever', 'unmatched'],
    ['/assets/index-3f2a.js', 'file'],
    ['/favicon.ico', 'file'],
    ['/', 'page'],
    ['/plans/valorant?ref=x', 'page'],
    ['/admin/', 'admin page'],
    ['/admin/assets/app.js', 'admin file'],
  ])('names what the fast path or nothing answered by kind: %s is %s', (url, label) => {
    expect(routeOf(request(url), fast)).toBe(label);
  });
});
