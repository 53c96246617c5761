// Browser journey for the public legal pages: heading, article count, no sideways overflow on a phone,
// and no serious or critical accessibility violations.
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage } from '../../../tools/e2e/browser';
import { fullPageScreenshot, heading, overflow, severeViolations } from './support/pages';

interface LegalPageCase {
  path: string;
  title: string;
  /** h2 per article or section; null where the page is a table, not articles. */
  articles: number | null;
  shots: number[];
  shotName: string;
}

const PAGES: LegalPageCase[] = [
  { path: '/rule', title: '利用規約', articles: 18, shots: [375, 1280], shotName: 'rule' },
  { path: '/privacy', title: 'プライバシーポリシー', articles: 13, shots: [1280], shotName: 'privacy' },
  { path: '/ebizrule', title: '特定商取引法に基づく表記', articles: null, shots: [375, 1280], shotName: 'ebizrule' },
  { path: '/fortnite-camp/rule', title: 'フォートナイトキャンプ参加規約', articles: 19, shots: [], shotName: 'camp-rule' },
  { path: '/fortnite-camp/ebizrule', title: '特定商取引法に基づく表記（フォートナイトキャンプ）', articles: null, shots: [], shotName: 'camp-ebizrule' },
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(path: string, title: string, width: number): Promise<Page> {
  const { page } = await newPage(browser, width);
  await page.goto(`${e2eUrls.app}${path}`);
  await heading(page, title).waitFor();
  return page;
}

describe.each(PAGES)('$path', ({ path, title, articles, shots, shotName }) => {
  it('shows its heading, title, dates and articles', async () => {
    const page = await open(path, title, 1280);
    expect(await page.title()).toBe(`${title} | GG COACH`);
    await page.getByText('制定日 2026年4月1日').waitFor();
    await page.getByText('最終改定日 2026年11月1日').waitFor();
    if (articles !== null) {
      await expect(page.locator('main h2').count()).resolves.toBe(articles);
      // Every table-of-contents link lands on an article heading.
      const hrefs = await page.getByRole('navigation', { name: '目次' }).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toHaveLength(articles);
      for (const href of hrefs) await expect(page.locator(`main h2${href}`).count()).resolves.toBe(1);
    } else {
      await expect(page.locator('main dl dt').count()).resolves.toBeGreaterThanOrEqual(12);
      await page.getByRole('table', { name: 'キャンセル料' }).waitFor();
    }
    await page.context().close();
  });

  it('does not overflow sideways at 375 px', async () => {
    const page = await open(path, title, 375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await open(path, title, 1280);
    expect(await severeViolations(page)).toEqual([]);
    await page.context().close();
  });

  if (shots.length > 0) {
    it.each(shots)('takes a full-page screenshot at %i px of the whole page, from the heading to the footer, nothing sideways', async (width) => {
      const page = await open(path, title, width);
      await page.locator('footer').waitFor();
      const shot = await fullPageScreenshot(page, `${shotName}-${width}`);
      expect(shot.png).toEqual(shot.page);
      expect(shot.page.width).toBe(width);
      // The shot reaches the footer: the page is taller than one screen and the footer ends it.
      const footerBottom = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      expect(Math.round(footerBottom)).toBeLessThanOrEqual(shot.page.height);
      expect(shot.page.height - footerBottom).toBeLessThan(2);
      await page.context().close();
    });
  }
});
