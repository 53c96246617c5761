import type { PageViewReport } from '@coaching/contracts';

export interface PageViewRow {
  path: string;
  title: string;
  referrer: string | null;
}

/**
 * Keeps what a chart needs and nothing personal: the path without its query string or fragment (they
 * can carry tokens and addresses), the title, and where the visit came from: a path on our own site,
 * or only the host of another site.
 */
export function toPageViewRow(report: PageViewReport, ownOrigin: string): PageViewRow {
  const path = new URL(report.path, 'http://page.invalid').pathname.slice(0, 500);
  let referrer: string | null = null;
  if (report.referrer) {
    try {
      const url = new URL(report.referrer);
      referrer = url.origin === ownOrigin ? url.pathname.slice(0, 500) : url.host.slice(0, 255);
    } catch {
      referrer = null;
    }
  }
  return { path, title: report.title.trim().slice(0, 300), referrer };
}
