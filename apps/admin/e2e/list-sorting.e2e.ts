// Back-office journey: every page of the menu opens, and each list on it sorts by every column whose header can be
// clicked, without the api refusing the order (a 400 is shown as 「リクエストの形式が正しくありません。」). A column
// is sortable unless it says otherwise, and the api accepts only the sort fields it knows: a header the api does not
// know is a broken header, and this journey finds it.
import type { Browser, Request, Response } from 'playwright-core';
import { Client } from 'pg';
import { randomUUID } from 'node:crypto';
import { backOfficePage, e2eUrls, launchBrowser } from '../../../tools/e2e/browser';

const ADMIN = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };

/** The member search lists nothing before something is typed: every demo account's address has this in it. */
const SEARCH = 'example';

const adminApi = (url: string) => new URL(url).pathname.startsWith('/admin-api/');
/** The list's request (ra-data-simple-rest's `sort=["field","ASC"]`) for the resource, sorted by the field. */
const sortedBy = (resource: string, field: string) => (response: Response) => {
  const url = new URL(response.url());
  return url.pathname === `/admin-api/${resource}` && response.request().method() === 'GET' && JSON.parse(url.searchParams.get('sort') ?? '[]')[0] === field;
};
/** Lists with rows to sort (the demo data's, or the ones made below). The refunds and camp applications have none here, and no column of the audit log sorts. */
const LISTS_WITH_ROWS = ['#/members', '#/payments', '#/lessons', '#/students', '#/coaches', '#/groups', '#/trials', '#/trial-hours', '#/contacts', '#/news', '#/games', '#/plans', '#/items', '#/coupons', '#/camp-events', '#/parked-reactions', '#/operators'];

describe('back office: sorting every list', () => {
  let browser: Browser;

  // The demo data has no inquiry and no parked reaction: one of each, so that those lists have headers to click.
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await browser.newContext();
    try {
      await context.request.get(`${e2eUrls.app}/sanctum/csrf-cookie`);
      const xsrf = (await context.cookies(e2eUrls.app)).find((cookie) => cookie.name === 'XSRF-TOKEN')!;
      const sent = await context.request.post(`${e2eUrls.app}/api/contacts`, {
        headers: { Accept: 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(xsrf.value) },
        data: { name: 'E2E並べ替え', email: `e2e-sorting-${randomUUID().slice(0, 8)}@example.com`, message: '一覧の並べ替えのE2Eテストです。' },
      });
      expect(sent.status()).toBeLessThan(300);
    } finally {
      await context.close();
    }
    const db = new Client({ connectionString: e2eUrls.database });
    await db.connect();
    try {
      const eventId = randomUUID();
      await db.query("insert into parked_reactions (reactor, event_id, event_type, stream_id, error, attempts) values ($1, $2, 'ChargeCaptured', $3, 'connect ECONNREFUSED 127.0.0.1:5432', 8)", [
        `e2e-sorting-${eventId.slice(0, 8)}`,
        eventId,
        `payment-${eventId}`,
      ]);
    } finally {
      await db.end();
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sorts each list of the menu by each of its sortable columns, with no request refused and no error shown', async () => {
    const page = await backOfficePage(browser, ADMIN, 1280, 10_000);
    const problems = new Set<string>();
    let where = 'dashboard';
    const pending = new Set<Request>();
    /** Each list's last order the api took, to open the list again in it. */
    const lastTaken = new Map<string, string>();
    page.on('request', (request) => adminApi(request.url()) && pending.add(request));
    page.on('requestfinished', (request) => pending.delete(request));
    page.on('requestfailed', (request) => pending.delete(request));
    page.on('response', (response) => {
      if (!adminApi(response.url())) return;
      const url = new URL(response.url());
      const [field, order] = JSON.parse(url.searchParams.get('sort') ?? '[]') as string[];
      if (response.status() >= 400) problems.add(`${where}: ${response.status()} ${response.request().method()} ${url.pathname}${decodeURIComponent(url.search)}`);
      else if (field && response.request().method() === 'GET')
        lastTaken.set(url.pathname.slice('/admin-api/'.length), new URLSearchParams({ filter: url.searchParams.get('filter') ?? '{}', sort: field, order, page: '1' }).toString());
    });
    // Each error notification as it appears (one stays on screen for a while, over the next pages).
    await page.evaluate(() => {
      const shown: string[] = ((window as unknown as { errorNotices: string[] }).errorNotices = []);
      new MutationObserver((changes) => {
        for (const added of changes.flatMap((change) => [...change.addedNodes]))
          if (added instanceof Element) for (const notice of [added, ...added.querySelectorAll('.RaNotification-error')]) if (notice.matches('.RaNotification-error')) shown.push(notice.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    /** The api has answered all it was asked, and nothing more is asked for a moment; then any error shown is noted. */
    const settled = async () => {
      for (let quiet = 0; quiet < 3; quiet = pending.size ? 0 : quiet + 1) await page.waitForTimeout(100);
      for (const notice of await page.evaluate(() => (window as unknown as { errorNotices: string[] }).errorNotices.splice(0))) problems.add(`${where}: error shown: ${notice}`);
    };

    await page.locator('[role="menuitem"][href="#/students"]').waitFor();
    const pages = await page.locator('[role="menuitem"][href^="#/"]').evaluateAll((items) => items.map((item) => item.getAttribute('href') as string));
    expect(pages).toEqual(expect.arrayContaining(LISTS_WITH_ROWS));
    const sorted: Record<string, string[]> = {};

    for (const href of pages) {
      const resource = href.slice(2);
      where = href;
      await page.goto(`${e2eUrls.app}/admin/${href}`);
      await settled();
      const search = page.getByRole('textbox', { name: '検索' });
      if ((await page.locator('main thead').count()) === 0 && (await search.count()) === 1) {
        await search.fill(SEARCH);
        await page.waitForURL((url) => decodeURIComponent(url.href).includes(SEARCH));
        await settled();
      }
      const headers = page.locator('main thead .MuiTableSortLabel-root');
      const fields = await headers.evaluateAll((labels) => labels.map((label) => label.getAttribute('data-field') as string));
      for (const field of fields) {
        where = `${href} sorted by ${field}`;
        const header = headers.and(page.locator(`[data-field="${field}"]`));
        // A refused order leaves no table to click on: the list is opened again in the last order the api took.
        if ((await header.count()) === 0) {
          await page.goto(`${e2eUrls.app}/admin/${href}?${lastTaken.get(resource)}`);
          await settled();
        }
        await Promise.all([page.waitForResponse(sortedBy(resource, field)), header.click()]);
        await settled();
      }
      sorted[href] = fields;
    }

    // The lists with rows had their headers clicked: none was left out unseen.
    expect(LISTS_WITH_ROWS.filter((href) => !sorted[href]?.length)).toEqual([]);
    expect([...problems]).toEqual([]);
    await page.context().close();
  });
});
