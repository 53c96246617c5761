// Back-office journey for issue 12: the trial calendar (week and day, per game and coach, Tokyo time). Two
// members sign up through the sandbox's Discord and take a seat of the same hour, one booked, one only held; the
// staff see both on the calendar in their status colours over the demo trial hours, and a trial opens its record;
// the same calendar on a phone (375 px).
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { discordTrialMember, firstOpenSlot, trialAt } from '../../../tools/e2e/trial-members';

const SUPPORT = { email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example', password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password' };

// Generous: the journeys share a two-core machine with other work.
const signedIn = (browser: Browser): Promise<Page> => backOfficePage(browser, SUPPORT, 1280, 45_000);

/** A Tokyo day as the day view's heading writes it (2026年11月26日(木)). */
function dayHeading(day: string): string {
  const at = new Date(`${day}T12:00:00+09:00`);
  const local = new Date(at.getTime() + 9 * 3600_000);
  return `${local.getUTCFullYear()}年${local.getUTCMonth() + 1}月${local.getUTCDate()}日(${'日月火水木金土'[local.getUTCDay()]})`;
}

describe('back office: the trial calendar', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows booked and held trials per game and coach over the trial hours, week and day; a trial opens its record', async () => {
    const suffix = Math.random().toString(36).slice(2, 6);
    const booker = await discordTrialMember(browser, `予約${suffix}`);
    const holder = await discordTrialMember(browser, `仮押${suffix}`);
    const { start } = await firstOpenSlot(booker);
    await trialAt(booker, start, true);
    // The demo hours give two seats an hour: the second member holds the other one, or the next open hour.
    await trialAt(holder, (await firstOpenSlot(holder)).start, false);
    const [day, time] = start.split(' ');

    const page = await signedIn(browser);
    await page.getByRole('menuitem', { name: '体験カレンダー' }).click();
    await page.waitForURL(/#\/trial-calendar/);
    await page.getByRole('combobox', { name: 'ゲーム' }).click();
    await page.getByRole('option', { name: 'VALORANT' }).click();
    // The booking's week, kept in the address like the lesson calendar's.
    await page.goto(`${e2eUrls.app}/admin/#/trial-calendar?game=2&view=week&date=${encodeURIComponent(new Date(`${day}T12:00:00+09:00`).toISOString())}`);
    const booked = page.locator('.rbc-event').filter({ hasText: booker.name });
    await booked.waitFor();
    await booked.getByText(`${time}〜`).waitFor();
    await page.locator('.rbc-event').filter({ hasText: `［仮押さえ］${holder.name}` }).waitFor();
    expect(await page.locator('.rbc-background-event.calendar-hours').count()).toBeGreaterThan(0);
    await page.getByRole('list', { name: '凡例' }).getByText('体験の受付時間').waitFor();
    await photograph(page, 'admin-trial-calendar-week-1280', { fullPage: true });

    // Per coach: the booking's coach keeps it; the day view of that day.
    const title = (await booked.getAttribute('title')) ?? '';
    const coach = title.split(' ・ ').pop()!;
    await page.getByRole('combobox', { name: 'コーチ' }).click();
    await page.getByRole('option', { name: coach }).click();
    await page.getByRole('button', { name: '日', exact: true }).click();
    await page.getByText(dayHeading(day)).waitFor();
    await page.locator('.rbc-event').filter({ hasText: booker.name }).waitFor();
    await photograph(page, 'admin-trial-calendar-day-1280', { fullPage: true });

    // A trial opens its record: attendance and the school's cancellation live there.
    await page.locator('.rbc-event').filter({ hasText: booker.name }).click();
    await page.waitForURL(/#\/trials\/[0-9a-f-]{36}\/show$/);
    await page.getByText(booker.email).first().waitFor();
    await page.getByText('スクール都合でキャンセル').waitFor();
    // Back on the calendar: the same coach and day (they are in its address).
    await page.goBack();
    await page.getByText(dayHeading(day)).waitFor();

    // On a phone (375 px), signed in as the same staff: the day view by default, then the week; the page itself
    // never scrolls sideways (a grid too wide scrolls inside its card).
    const phone = await newPage(browser, 375);
    phone.page.setDefaultTimeout(45_000);
    await phone.context.addCookies(await page.context().cookies());
    const at = encodeURIComponent(new Date(`${day}T12:00:00+09:00`).toISOString());
    const sideways = () => phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await phone.page.goto(`${e2eUrls.app}/admin/#/trial-calendar?game=2&date=${at}`);
    await phone.page.getByText(dayHeading(day)).waitFor();
    await phone.page.locator('.rbc-event').filter({ hasText: booker.name }).waitFor();
    await phone.page.waitForFunction(() => !document.querySelector('.MuiCard-root .MuiLinearProgress-root'));
    await photograph(phone.page, 'admin-trial-calendar-day-375', { fullPage: true });
    expect(await sideways()).toBeLessThanOrEqual(0);
    await phone.page.getByRole('button', { name: '週', exact: true }).click();
    // The week's data loaded (the day's events stay on screen until then).
    await phone.page.waitForURL(/view=week/);
    await phone.page.waitForFunction(() => !document.querySelector('.MuiCard-root .MuiLinearProgress-root'));
    await phone.page.locator('.rbc-event').filter({ hasText: booker.name }).waitFor();
    // The grid scrolls sideways inside its card: brought to the booking's day and hour, and then seen inside the
    // phone's width (whatever its weekday), the page itself back at its top, under the app bar. Retried as one step:
    // a late revalidation may draw the week again, and the event element with it.
    await phone.page.waitForFunction((name) => {
      const event = [...document.querySelectorAll('.rbc-event')].find((e) => e.textContent?.includes(name));
      if (!event) return false;
      event.scrollIntoView({ block: 'center', inline: 'center' });
      window.scrollTo(0, 0);
      const box = event.getBoundingClientRect();
      return box.left >= -1 && box.right <= window.innerWidth + 1;
    }, booker.name);
    await photograph(phone.page, 'admin-trial-calendar-week-375', { fullPage: true });
    // Swiped to the week's end, the hours stay at the grid's left edge, and the day headings follow the columns. The
    // swipe is made until the grid has moved (bounded by the page's timeout): a week drawn again by a late revalidation
    // (seen once in a full run on a loaded machine) starts back at its left edge.
    await phone.page.waitForFunction(() => {
      const content = document.querySelector<HTMLElement>('.rbc-time-content');
      if (!content) return false;
      content.scrollLeft = content.scrollWidth;
      content.dispatchEvent(new Event('scroll'));
      return content.scrollLeft > 0;
    }, null, { polling: 100 });
    const swiped = await phone.page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('.rbc-time-content')!;
      content.scrollLeft = content.scrollWidth;
      content.dispatchEvent(new Event('scroll'));
      const left = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().left;
      const lastColumn = [...content.querySelectorAll('.rbc-day-slot')].at(-1)!.getBoundingClientRect().left;
      return { scrolled: content.scrollLeft, hours: left('.rbc-time-content .rbc-time-gutter'), grid: content.getBoundingClientRect().left, lastColumn };
    });
    expect(swiped.scrolled).toBeGreaterThan(0);
    expect(Math.abs(swiped.hours - swiped.grid)).toBeLessThanOrEqual(1);
    await phone.page.waitForFunction(
      (column) => Math.abs([...document.querySelectorAll('.rbc-time-header-cell .rbc-header')].at(-1)!.getBoundingClientRect().left - column) <= 1,
      swiped.lastColumn,
    );
    expect(await sideways()).toBeLessThanOrEqual(0);
    await phone.context.close();
    await page.context().close();
    await booker.context.close();
    await holder.context.close();
    // Two members through the Discord sign-up first: longer than the default journey.
  }, 240_000);
});
