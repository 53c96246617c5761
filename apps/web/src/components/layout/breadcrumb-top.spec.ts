import { breadcrumbTopHref } from './breadcrumb-top';

describe('breadcrumbTopHref (spec §2: /app for signed-in users, / otherwise)', () => {
  it('is /app for a verified member', () => expect(breadcrumbTopHref({ is_verified: true })).toBe('/app'));
  it('is / for an unverified member, who counts as signed out', () => expect(breadcrumbTopHref({ is_verified: false })).toBe('/'));
  it('is / for a visitor', () => expect(breadcrumbTopHref(null)).toBe('/'));
});
