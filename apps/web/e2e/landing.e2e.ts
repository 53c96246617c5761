// Browser journey for the public top page against the running stack (the api serving the built web app
// and rendering the public pages on the server): content in the HTML before scripts, every anchored
// section, the FAQ, the footer links, the 404 page, SEO files, accessibility and screenshots.
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { fullPageScreenshot, heading, overflow, severeViolations } from './support/pages';

const SECTIONS = ['about', 'user-voice', 'other', 'price', 'title', 'faq', 'footer'] as const;

interface LandingPlan {
  code: string;
  label: string;
  price: number;
  period_prices: { period: number; monthly: number }[];
}

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

let browser: Browser;
let plans: LandingPlan[];

beforeAll(async () => {
  browser = await launchBrowser();
  plans = ((await (await fetch(`${e2eUrls.app}/api/landing/plans`)).json()) as { data: LandingPlan[] }).data;
});

afterAll(async () => {
  await browser?.close();
});

async function openTop(width = 1280, hash = ''): Promise<Page> {
  const { page } = await newPage(browser, width);
  await page.goto(`${e2eUrls.app}/${hash}`);
  await page.locator('#about').waitFor();
  return page;
}

describe('the HTML the server sends', () => {
  it('already holds every section, the plans from the catalogue and the FAQ data for search engines', async () => {
    const res = await fetch(`${e2eUrls.app}/`);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    let last = -1;
    for (const id of SECTIONS) {
      const at = html.indexOf(`id="${id}"`);
      expect(at).toBeGreaterThan(last);
      last = at;
    }
    expect(plans.map((p) => p.label)).toEqual(['Lite', 'Lite+', 'Standard', 'Standard+', 'Premium']);
    for (const plan of plans) expect(html).toContain(yen(plan.price));
    expect(html).toContain('33,000円');
    // Styles go in the head: a <style> between elements would break the components' sibling selectors.
    expect(html.slice(html.indexOf('<body'))).not.toContain('<style');
    expect(html.slice(0, html.indexOf('<body'))).toMatch(/<style data-emotion="css [\w -]+">/);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/">/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as { '@type': string; mainEntity?: unknown[] });
    expect(jsonLd.find((d) => d['@type'] === 'FAQPage')?.mainEntity).toHaveLength(8);
  });

  it.each([
    ['/rule', '利用規約'],
    ['/contact', 'お問い合わせ'],
    ['/privacy', 'プライバシーポリシー'],
  ])('renders %s with its heading and its own title', async (path, title) => {
    const html = await (await fetch(`${e2eUrls.app}${path}`)).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(html).toContain(`<title>${title} | GG COACH</title>`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="http://localhost:\\d+${path}">`));
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await (await fetch(`${e2eUrls.app}/robots.txt`)).text();
    expect(robots).toContain('Disallow: /mypage');
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await fetch(`${e2eUrls.app}/sitemap.xml`)).text();
    for (const path of ['/', '/rule', '/privacy', '/ebizrule', '/contact']) expect(sitemap).toMatch(new RegExp(`<loc>http://localhost:\\d+${path.replace('/', '\\/')}</loc>`));
  });
});

describe('the top page in a browser', () => {
  it.each(SECTIONS)('lands on #%s from its anchor', async (id) => {
    const page = await openTop(1280, `#${id}`);
    await expect(page.locator(`#${id}`).isVisible()).resolves.toBe(true);
    // A section lands at the top; the footer, shorter than the window, lands on screen with the page scrolled to its end.
    const landing = await page.locator(`#${id}`).evaluate((el) => ({
      top: el.getBoundingClientRect().top,
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      height: window.innerHeight,
    }));
    if (id === 'footer') expect(landing.atEnd && landing.top >= 0 && landing.top < landing.height).toBe(true);
    else expect(Math.abs(landing.top)).toBeLessThan(120);
    await page.context().close();
  });

  it('shows six testimonials, the five plans with prices by period, and the fees', async () => {
    const page = await openTop();
    await expect(page.locator('#user-voice li figure').count()).resolves.toBe(6);
    const price = page.locator('#price');
    for (const plan of plans) {
      await price.getByRole('heading', { name: plan.label, exact: true }).waitFor();
      const card = price.locator('li', { has: page.getByRole('heading', { name: plan.label, exact: true }) });
      await card.getByText(yen(plan.price)).waitFor();
    }
    const table = price.getByRole('table', { name: 'コーチング期間ごとの月額（税込）' });
    for (const period of [2, 3, 6]) await table.getByRole('columnheader', { name: `${period}か月` }).waitFor();
    const standard = plans.find((p) => p.code === 'standard')!;
    const monthly = [2, 3, 6].map((period) => yen(standard.period_prices.find((p) => p.period === period)!.monthly));
    await table.getByRole('row', { name: `Standard ${monthly.join(' ')}`, exact: true }).waitFor();
    await price.getByText('33,000円').waitFor();
    await price.getByText('9,900円').waitFor();
    await price.getByText('7,700円').waitFor();
    await page.context().close();
  });

  it.each([375, 1280])("shows the whole price table at %i px, in a region a keyboard can reach, and the period each 'from' price needs", async (width) => {
    const page = await openTop(width, '#price');
    const price = page.locator('#price');
    const region = price.getByRole('region', { name: 'コーチング期間ごとの月額（税込）' });
    await region.waitFor();
    await expect(region.getAttribute('tabindex')).resolves.toBe('0');
    // Nothing cut off: the table fits its box, every column inside the viewport.
    const fit = await region.evaluate((el) => ({ hidden: el.scrollWidth - el.clientWidth, right: el.querySelector('table')!.getBoundingClientRect().right, viewport: window.innerWidth }));
    expect(fit.hidden).toBeLessThanOrEqual(0);
    expect(fit.right).toBeLessThanOrEqual(fit.viewport);
    await region.focus();
    await expect(region.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    // Spec §5: the 'from' price is the cheapest monthly one; the card says which period it needs.
    for (const plan of plans) {
      const card = price.locator('li', { has: page.getByRole('heading', { name: plan.label, exact: true }) });
      const period = Math.min(...plan.period_prices.filter((p) => p.monthly === plan.price).map((p) => p.period));
      if (Number.isFinite(period) && period > 1) await card.getByText(`※${period}か月プランの場合`).waitFor();
    }
    expect(plans.some((plan) => plan.period_prices.some((p) => p.monthly === plan.price && p.period > 1))).toBe(true);
    expect(await severeViolations(page)).toEqual([]);
    await photograph(region, `landing-price-table-${width}`);
    await page.context().close();
  });

  it('opens and closes FAQ items by click and by keyboard', async () => {
    const page = await openTop(1280, '#faq');
    const items = page.locator('#faq details');
    await expect(items.count()).resolves.toBe(8);
    const first = items.nth(0);
    const isOpen = () => first.evaluate((el) => (el as HTMLDetailsElement).open);
    await first.locator('summary').click();
    await expect(isOpen()).resolves.toBe(true);
    await expect(first.getByText('コーチが練習内容を組み立てます').isVisible()).resolves.toBe(true);
    await first.locator('summary').click();
    await expect(isOpen()).resolves.toBe(false);
    const second = items.nth(1);
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(true);
    await page.keyboard.press(' ');
    await expect(second.evaluate((el) => (el as HTMLDetailsElement).open)).resolves.toBe(false);
    await page.context().close();
  });

  it('follows every footer link to a page that renders', async () => {
    const page = await openTop();
    const links = await page
      .locator('#footer nav a')
      .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, target: a.getAttribute('target'), text: a.textContent ?? '' })));
    expect(links).toHaveLength(6);
    const internal = links.filter((l) => l.href.startsWith('/'));
    expect(internal.map((l) => l.href)).toEqual(['/rule', '/privacy', '/ebizrule', '/contact']);
    for (const link of links.filter((l) => !l.href.startsWith('/'))) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(link.target).toBe('_blank');
    }
    for (const link of internal) {
      await page.goto(`${e2eUrls.app}/`);
      await page.locator('#footer').getByRole('link', { name: link.text.replace('（新しいタブで開きます）', ''), exact: false }).first().click();
      await page.waitForURL(`${e2eUrls.app}${link.href}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.not.toBe('ページが見つかりません');
    }
    const social = await page.locator('#footer ul[aria-label="公式SNS"] a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(social).toHaveLength(2);
    await page.context().close();
  });

  it('sends the call to action into the free trial: a visitor chooses the game, then signs up with the trial context', async () => {
    const page = await openTop();
    await page.getByRole('link', { name: '無料体験に申し込む' }).click();
    await page.waitForURL(`${e2eUrls.app}/trials/start`);
    await heading(page, '無料体験レッスンのお申し込み').waitFor();
    await page.getByRole('button', { name: 'VALORANT' }).click();
    await page.getByRole('link', { name: 'メールアドレスで登録' }).click();
    await page.waitForURL(`${e2eUrls.app}/regist?from=trial&game_id=2`);
    await heading(page, '新規会員登録').waitFor();
    await page.context().close();
  });

  it('shows the narrow comparison figure at 1000 px and the wide one above', async () => {
    for (const [width, variant] of [
      [1000, 'narrow'],
      [1280, 'wide'],
    ] as const) {
      const page = await openTop(width, '#other');
      const img = page.locator('#other picture img');
      await img.evaluate((el: HTMLImageElement) => (el.complete ? undefined : new Promise((resolve) => el.addEventListener('load', resolve))));
      await expect(img.evaluate((el: HTMLImageElement) => el.currentSrc)).resolves.toContain(`difference-${variant}.webp`);
      await page.context().close();
    }
  });

  it('becomes the app on the first interaction: navigation then happens without reloading', async () => {
    const page = await openTop();
    // A link clicked before the app has loaded simply navigates (the page is plain HTML until then);
    // a key press is an interaction that starts the app without leaving the page.
    await page.keyboard.press('Shift');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: 'お問い合わせ' }).click();
    await heading(page, 'お問い合わせ').waitFor();
    // Links to the top page (/#faq) are normal links by the spec's rule; other pages of the site stay in the app.
    await page.locator('footer').getByRole('link', { name: '利用規約' }).click();
    await heading(page, '利用規約').waitFor();
    await expect(page.evaluate(() => (window as unknown as { marker?: number }).marker)).resolves.toBe(42);
    await page.context().close();
  });

  it('opens the phone menu with the first tap, before the app has loaded', async () => {
    const page = await openTop(375);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await page.getByRole('dialog').waitFor();
    await page.context().close();
  });

  it('does not overflow sideways at 375 px', async () => {
    const page = await openTop(375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await openTop();
    await page.locator('#faq details').first().locator('summary').click();
    expect(await severeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('answers an unknown path with the 404 page', async () => {
    const { page } = await newPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/no-such-page`);
    await heading(page, 'ページが見つかりません').waitFor();
    await page.getByRole('link', { name: 'トップページへ戻る' }).click();
    await page.locator('#about').waitFor();
    await page.context().close();
  });

  it.each([375, 1000, 1280])('takes a full-page screenshot at %i px of the whole page: every section, every image loaded, nothing sideways', async (width) => {
    const page = await openTop(width);
    // Lazy images load as they scroll into view; a full-page shot needs them all.
    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(Array.from(document.images).map((img) => (img.complete ? null : new Promise((resolve) => img.addEventListener('load', resolve)))));
    });
    const broken = await page.evaluate(() => Array.from(document.images).filter((img) => img.naturalWidth === 0).map((img) => img.currentSrc || img.src));
    expect(broken).toEqual([]);
    for (const id of SECTIONS) await expect(page.locator(`#${id}`).isVisible()).resolves.toBe(true);
    const shot = await fullPageScreenshot(page, `landing-${width}`);
    expect(shot.png).toEqual(shot.page);
    expect(shot.page.width).toBe(width);
    await page.context().close();
  });
});
