// Browser journey for issue 29 ("a member's week"), the copy and states a paying member sees: the demo member
// (paid) reads no free-trial copy on mypage; the Discord section says what Discord is for at the school instead.
// The bell: its badge and its items come from the same server answer; opening it marks what it showed read, and
// the badge and the items agree while it is open and after a reload. Screenshots at 375 and 1280 px; axe on the
// open bell's popover.
import { randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { Client } from 'pg';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { animationsDone, overflow, severeViolations } from './support/pages';
import { signedIn, type Member } from './support/payments';

const DEMO_MEMBER: Member = { email: 'member@ggcoach.example', password: 'member-demo-password' };
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Given: notifications of the demo member's, as content's reactors write them (now, newest last). */
async function givenNotifications(titles: string[]): Promise<void> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    for (const [i, title] of titles.entries()) {
      await db.query(
        `insert into notifications (user_id, kind, title, link, source_event_id, created_at)
         select id, 'lesson_scheduled', $2, '/histories', $3, now() + $4 * interval '1 millisecond' from users where email = $1`,
        [DEMO_MEMBER.email, title, randomUUID(), i],
      );
    }
  } finally {
    await db.end();
  }
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^通知/ });
/** The bell named as it is when nothing is unread; found while the open popover hides the rest of the page. */
const readBell = (page: Page) => page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: '通知', exact: true, includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: '通知' });
const badge = (page: Page) => page.locator('header button[aria-haspopup="dialog"] .MuiBadge-badge');
/** The items marked 未読 in the open bell. */
const unreadItems = (scope: Locator) => scope.getByRole('listitem').filter({ has: scope.page().getByText('未読', { exact: true }) });

/** The bell's state as a member sees it: the badge's count (0 when hidden) and the items marked 未読. */
async function bellState(page: Page): Promise<{ badge: number; unreadItems: number }> {
  const hidden = await badge(page).evaluate((el) => el.classList.contains('MuiBadge-invisible'));
  const count = hidden ? 0 : Number((await badge(page).textContent())?.replace('+', '') ?? 0);
  return { badge: count, unreadItems: await unreadItems(panel(page)).count() };
}

describe('a paying member’s week: no trial copy, and a bell whose badge and items agree', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([1280, 375])('the demo member (paid) reads no free-trial copy on mypage; the Discord section says what Discord is for (%i px)', async (width) => {
    const page = await signedIn(browser, DEMO_MEMBER, width);
    const section = page.getByRole('region', { name: 'Discord連携' });
    await section.waitFor();
    // The whole page, sidebar included (its /trials entry is for members who can still book a trial).
    await page.getByRole('region', { name: 'お知らせ' }).waitFor();
    expect(await page.getByText(/無料体験/).count()).toBe(0);
    const text = await section.innerText();
    expect(text).not.toContain('無料体験');
    // The current plan's game has a community server (seed: discord_url): its link, in a new tab.
    const community = section.getByRole('link', { name: /のコミュニティサーバーを開く/ });
    expect(await community.getAttribute('href')).toMatch(/^https:\/\/discord\.gg\//);
    expect(await community.getAttribute('target')).toBe('_blank');
    if (text.includes('まだ連携していません')) expect(text).toContain('レッスンのご案内');
    // The connect button stays for a member not signed in through Discord.
    const connect = section.getByRole('link', { name: 'Discordと連携する' });
    if ((await connect.count()) > 0) expect(await connect.getAttribute('href')).toBe('/login/discord?from=sns');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await section.scrollIntoViewIfNeeded();
    await photograph(section, `week-copy-discord-${width}`);
    await page.context().close();
  });

  it('opening the bell marks what it showed read: the badge and the items agree, open, closed and after a reload', async () => {
    const titles = [`レッスンが予約されました（${runId}-1）`, `レッスンが予約されました（${runId}-2）`];
    await givenNotifications(titles);
    const page = await signedIn(browser, DEMO_MEMBER, 1280);
    await bell(page).and(page.getByRole('button', { name: /^通知（未読\d+件）$/ })).waitFor();
    const before = Number((await bell(page).getAttribute('aria-label'))!.match(/未読(\d+)件/)![1]);
    expect(before).toBeGreaterThanOrEqual(2);

    await bell(page).click();
    await panel(page).getByText(titles[1]).waitFor();
    // The server answered the opening: the badge is gone and no item says 未読, together.
    await readBell(page).waitFor();
    await page.waitForFunction(() => !document.querySelector('#member-notifications')?.textContent?.includes('未読'));
    expect(await bellState(page)).toEqual({ badge: 0, unreadItems: 0 });
    await animationsDone(page);
    await photograph(page, 'week-copy-bell-open-1280');
    expect(await severeViolations(page, '#member-notifications')).toEqual([]);
    await page.keyboard.press('Escape');

    // A reload reads the server again: still read, the badge still gone.
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: '通知', exact: true }).waitFor();
    await bell(page).click();
    await panel(page).getByText(titles[0]).waitFor();
    expect(await bellState(page)).toEqual({ badge: 0, unreadItems: 0 });
    await page.context().close();

    // A notification that comes later is unread on both the badge and the item until the bell is opened again.
    const later = `レッスンが予約されました（${runId}-3）`;
    await givenNotifications([later]);
    const phone = await signedIn(browser, DEMO_MEMBER, 375);
    await phone.getByRole('banner').getByRole('button', { name: '通知（未読1件）', exact: true }).waitFor();
    expect(await badge(phone).textContent()).toBe('1');
    await bell(phone).click();
    await panel(phone).getByText(later).waitFor();
    await readBell(phone).waitFor();
    await phone.waitForFunction(() => !document.querySelector('#member-notifications')?.textContent?.includes('未読'));
    expect(await bellState(phone)).toEqual({ badge: 0, unreadItems: 0 });
    await animationsDone(phone);
    await photograph(phone, 'week-copy-bell-open-375');
    expect(await severeViolations(phone, '#member-notifications')).toEqual([]);
    await phone.reload();
    await phone.getByRole('banner').getByRole('button', { name: '通知', exact: true }).waitFor();
    await phone.context().close();
  });
});
