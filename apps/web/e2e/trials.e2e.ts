// Browser journeys for the free trial (spec §2 /trials, §4, §5, §6), against the running stack: the api
// serving the built web app, the worker keeping the schedule and sending the mail, the sandbox's Discord
// stand-in and inbox, and the back office.
import { TrialMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { operatorPage } from './support/back-office';
import { animationsDone, button, heading, overflow, severeViolations, toast } from './support/pages';
import { registerMember, signedIn } from './support/payments';
import { findUrl, waitForMail } from './support/sandbox-mail';
import { discordTrialMember, firstOpenSlot, releaseTrial, trialAt } from '../../../tools/e2e/trial-members';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A whole-page picture from the top (the header is sticky), once transitions have finished. */
async function pageShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsDone(page);
  await photograph(page, name, { fullPage: true });
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A user of the sandbox's Discord stand-in. */
async function createDiscordUser(): Promise<{ id: string; username: string; email: string }> {
  const username = `trial_${unique()}`.slice(0, 32);
  const res = await fetch(`${e2eUrls.sandbox}/discord/test-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, global_name: `体験 ${username}`, email: `${username}@example.jp`, verified: true }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: string; username: string; email: string } }).data;
}

/** From the landing page's 無料体験 through the Discord sign-up in the sandbox, to the trial form. */
async function intoTrialThroughDiscord(width: number): Promise<{ page: Page; email: string }> {
  const discordUser = await createDiscordUser();
  const { page } = await newPage(browser, width);
  await page.goto(`${e2eUrls.app}/`);
  await page.getByRole('main').getByRole('link', { name: '無料体験に申し込む' }).click();
  await page.waitForURL((url) => url.pathname === '/trials/start');
  await heading(page, '無料体験レッスンのお申し込み').waitFor();
  await page.getByRole('button', { name: 'VALORANT' }).click();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await pageShot(page, `trials-start-${width}`);
  await button(page, 'Discordで登録・ログイン').click();
  await page.waitForURL((url) => url.pathname.endsWith('/discord/oauth2/authorize'));
  await page.check(`input[name=user][value="${discordUser.id}"]`);
  await page.locator('button[name=action][value=authorize]').click();
  // A Discord sign-in from the trial lands on the trial form of the chosen game.
  await page.waitForURL((url) => url.pathname === '/trials' && url.searchParams.get('game_id') === '2');
  await heading(page, '無料体験レッスン').waitFor();
  return { page, email: discordUser.email };
}

const slotButtons = (page: Page) => page.getByRole('list', { name: '日ごとの空き状況' }).getByRole('button', { name: /残り\d+席$/ });

/** Fills the form and goes on to the calendar, which shows at least one open hour (the demo trial hours). */
async function toCalendar(page: Page, width: number, shots: boolean) {
  await expect(page.getByRole('button', { name: 'VALORANT' }).getAttribute('aria-pressed')).resolves.toBe('true');
  await page.getByRole('textbox', { name: '姓' }).fill('体験');
  await page.getByRole('textbox', { name: '名' }).fill('花子');
  // Spec §5: the terms must be agreed.
  await button(page, '日時を選ぶ').click();
  await page.getByText(TrialMessages.agreeRequired).waitFor();
  await page.getByRole('checkbox', { name: /利用規約/ }).check();
  expect(await severeViolations(page)).toEqual([]);
  if (shots) await pageShot(page, `trials-form-${width}`);
  await button(page, '日時を選ぶ').click();
  await page.getByRole('heading', { name: '日時を選ぶ' }).waitFor();
  for (let week = 0; week < 4 && (await slotButtons(page).count()) === 0; week++) {
    await page.waitForTimeout(500);
    if ((await slotButtons(page).count()) > 0) break;
    await page.getByRole('button', { name: '次の週' }).click();
    await page.waitForTimeout(800);
  }
  await slotButtons(page).first().waitFor();
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  expect(await severeViolations(page)).toEqual([]);
  if (shots) await pageShot(page, `trials-calendar-${width}`);
}

const hourButton = (page: Page, dayName: string, name: string) => page.getByRole('list', { name: '日ごとの空き状況' }).getByRole('listitem', { name: dayName }).getByRole('button', { name });

/** The calendar's first hour with a free seat: its day, time and seats left. */
async function firstOpenHour(page: Page): Promise<{ dayName: string; time: string; left: number }> {
  const day = page
    .getByRole('list', { name: '日ごとの空き状況' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /残り\d+席$/ }) })
    .first();
  const dayName = (await day.getAttribute('aria-label'))!;
  const label = (await day.getByRole('button', { name: /残り\d+席$/ }).first().getAttribute('aria-label'))!;
  return { dayName, time: label.split(' ')[0], left: Number(/残り(\d+)席/.exec(label)![1]) };
}

/**
 * Other members, each in a browser of their own, book every seat of an hour. The watcher's calendar, never
 * reloaded, shows one seat fewer each time (then 満席) by itself.
 */
async function othersBookEverySeat(watcher: Page, dayName: string, time: string, left: number): Promise<Page[]> {
  const others: Page[] = [];
  for (let seats = left; seats > 0; seats--) {
    const other = await intoTrialThroughDiscord(1280);
    others.push(other.page);
    await toCalendar(other.page, 1280, false);
    await hourButton(other.page, dayName, `${time} 残り${seats}席`).click({ timeout: 15_000 });
    await other.page.getByRole('dialog', { name: 'この内容で予約しますか？' }).getByRole('button', { name: '予約を確定する' }).click();
    await other.page.getByRole('heading', { name: '無料体験のご予約が完了しました' }).waitFor();
    await hourButton(watcher, dayName, seats > 1 ? `${time} 残り${seats - 1}席` : `${time} 満席（空きが出たら通知）`).waitFor({ timeout: 15_000 });
  }
  return others;
}

describe('the free trial', () => {
  it('landing 無料体験 → Discord sign-up → form → calendar → confirm → complete → mail → back office (1280 px)', async () => {
    const { page, email } = await intoTrialThroughDiscord(1280);
    await toCalendar(page, 1280, true);

    // Back returns to the form, with what was typed.
    await button(page, '入力に戻る').click();
    await expect(page.getByRole('textbox', { name: '姓' }).inputValue()).resolves.toBe('体験');
    await button(page, '日時を選ぶ').click();
    const slot = slotButtons(page).first();
    await slot.waitFor();
    const chosen = (await slot.getAttribute('aria-label'))!.split(' ')[0];

    await slot.click();
    const dialog = page.getByRole('dialog', { name: 'この内容で予約しますか？' });
    await dialog.waitFor();
    await dialog.getByText('体験 花子').waitFor();
    await dialog.getByText(/確保しています/).waitFor();
    await animationsDone(page);
    await photograph(page, 'trials-confirm-1280');
    await dialog.getByRole('button', { name: '予約を確定する' }).click();

    await page.getByRole('heading', { name: '無料体験のご予約が完了しました' }).waitFor();
    await page.getByText(new RegExp(`${chosen}〜（60分）`)).waitFor();
    await page.getByRole('link', { name: 'Discordサーバーに参加する' }).waitFor();
    await pageShot(page, 'trials-complete-1280');

    // The confirmation mail: the time, the coach's name and the Discord server invite.
    const mail = await waitForMail(email, (m) => m.subject.includes('無料体験レッスンのご予約を承りました'));
    expect(mail.text).toContain(chosen);
    expect(mail.text).toMatch(/■担当コーチ\n\S+ \S+/);
    expect(mail.text).toMatch(/https?:\/\/\S*discord\S*/);

    // The booking in the back office.
    const admin = await operatorPage(browser);
    await admin.goto(`${e2eUrls.app}/admin/#/trials`);
    const row = admin.locator('tbody tr').filter({ hasText: email });
    await row.waitFor();
    await row.getByText('予約確定').waitFor();
    await photograph(admin, 'admin-trials-1280', { fullPage: true });
    await row.click();
    await admin.getByText('スクール都合でキャンセル').waitFor();
    await photograph(admin, 'admin-trial-show-1280', { fullPage: true });
    await admin.goto(`${e2eUrls.app}/admin/#/trial-hours`);
    await admin.locator('tbody tr').first().waitFor();
    await photograph(admin, 'admin-trial-hours-1280', { fullPage: true });
    await admin.context().close();
    const phone = await operatorPage(browser, 375);
    await phone.goto(`${e2eUrls.app}/admin/#/trials`);
    await phone.getByText('体験 → 有料化').waitFor();
    await photograph(phone, 'admin-trials-375', { fullPage: true });
    await phone.context().close();

    // /mypage shows the booking (its cancellation closes 24 hours before the start).
    await page.getByRole('link', { name: 'マイページへ' }).click();
    const booking = page.getByRole('region', { name: '無料体験のご予約' });
    await booking.getByText(new RegExp(`${chosen}〜（60分）・VALORANT`)).waitFor();
    await pageShot(page, 'mypage-trial-1280');
    await page.context().close();
  });

  it('375 px: the three steps; seats taken in other browsers disappear without a reload; a full hour offers 空きが出たら通知', async () => {
    const { page } = await intoTrialThroughDiscord(375);
    await toCalendar(page, 375, true);
    const { dayName, time, left } = await firstOpenHour(page);
    // Others book the same hour until it is full (the demo hours give two seats an hour).
    const others = await othersBookEverySeat(page, dayName, time, left);

    // The full hour offers 空きが出たら通知.
    await hourButton(page, dayName, `${time} 満席（空きが出たら通知）`).click();
    const waitlist = page.getByRole('dialog', { name: 'この時間は満席です' });
    await waitlist.waitFor();
    await animationsDone(page);
    await photograph(page, 'trials-waitlist-375');
    await waitlist.getByRole('button', { name: '空きが出たら通知' }).click();
    await page.getByRole('alert').filter({ hasText: TrialMessages.waitlistJoined }).waitFor();

    const open = slotButtons(page).first();
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'この内容で予約しますか？' });
    await dialog.waitFor();
    await animationsDone(page);
    await photograph(page, 'trials-confirm-375');
    await dialog.getByRole('button', { name: '予約を確定する' }).click();
    await page.getByRole('heading', { name: '無料体験のご予約が完了しました' }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await pageShot(page, 'trials-complete-375');
    for (const other of others) await other.context().close();
    await page.context().close();
  });

  it('空きが出たら通知 → a seat frees → it is held for the waiter and mailed → confirmed from /mypage (1280 px)', async () => {
    const { page, email } = await intoTrialThroughDiscord(1280);
    await toCalendar(page, 1280, false);
    const waiter = { page, context: page.context() };
    const { start, seats, dayName } = await firstOpenSlot(waiter);
    const time = start.split(' ')[1];
    await hourButton(page, dayName, `${time} 残り${seats}席`).waitFor();
    // Others (signed up through Discord too) hold every seat of that hour and have not confirmed yet. The waiter's
    // calendar shows the hour full by itself, and offers 空きが出たら通知.
    const others = [];
    for (let i = 0; i < seats; i++) {
      const other = await discordTrialMember(browser, `他${i}`);
      others.push({ ...other, trialId: await trialAt(other, start, false) });
    }
    await hourButton(page, dayName, `${time} 満席（空きが出たら通知）`).click({ timeout: 20_000 });
    const waitlist = page.getByRole('dialog', { name: 'この時間は満席です' });
    await waitlist.getByText(/30分以内にマイページから予約を確定/).waitFor();
    await animationsDone(page);
    await photograph(page, 'trials-waitlist-join-1280');
    await waitlist.getByRole('button', { name: '空きが出たら通知' }).click();
    await toast(page, TrialMessages.waitlistJoined).waitFor();

    // /mypage says they are waiting, and how to stop.
    await page.goto(`${e2eUrls.app}/mypage`);
    const section = page.getByRole('region', { name: '無料体験の空き待ち' });
    await section.getByText('空き待ち中').waitFor();
    await section.getByRole('button', { name: '空き待ちを解除' }).waitFor();
    await pageShot(page, 'mypage-trial-waitlist-1280');

    // One of the others lets their seat go: it is held for the waiter at once, who is mailed.
    await releaseTrial(others[0], others[0].trialId);
    const mail = await waitForMail(email, (m) => m.subject.includes('無料体験レッスンに空きが出ました'));
    expect(mail.text).toContain('あなたのお席を確保しました');
    expect(mail.text).toMatch(/■確保の期限\n\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}まで/);
    const link = findUrl(mail, `${e2eUrls.app}/mypage`)!;
    expect(link).toBe(`${e2eUrls.app}/mypage`);

    // The mail's link: the seat held for them, until when; they confirm it.
    await page.goto(link);
    await section.getByText('お席を確保しています').waitFor();
    await section.getByText(/までに予約を確定してください/).waitFor();
    await pageShot(page, 'mypage-trial-offer-1280');
    await section.getByRole('button', { name: '予約を確定する' }).click();
    await toast(page, '無料体験のご予約が確定しました。').waitFor();
    const booking = page.getByRole('region', { name: '無料体験のご予約' });
    await booking.getByText(/〜（60分）・VALORANT/).waitFor();
    await section.waitFor({ state: 'detached' });
    expect(await severeViolations(page)).toEqual([]);
    await pageShot(page, 'mypage-trial-offer-booked-1280');
    const booked = await waitForMail(email, (m) => m.subject.includes('無料体験レッスンのご予約を承りました'));
    expect(booked.text).toContain('■担当コーチ');
    for (const other of others) await other.context.close();
    await page.context().close();
    // Three members through the Discord sign-up and two mails: longer than the default journey.
  }, 420_000);

  it('a trial sign-up arriving at /mypage?first=1 goes on to its trial reservation; /mypage itself stays (spec §2 Mypage)', async () => {
    const { page } = await intoTrialThroughDiscord(1280);
    await page.goto(`${e2eUrls.app}/mypage`);
    await heading(page, /こんにちは$/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mypage');
    await page.goto(`${e2eUrls.app}/mypage?first=1`);
    await page.waitForURL((url) => url.pathname === '/trials' && url.searchParams.get('game_id') === '2');
    await heading(page, '無料体験レッスン').waitFor();
    await page.context().close();
  });

  it('a member not signed in through Discord is sent to /mypage?discord=1 (spec §2 /trials)', async () => {
    const member = await registerMember(browser, 'trial-nodiscord');
    const page = await signedIn(browser, member, 1280);
    await page.getByRole('navigation', { name: '会員メニュー' }).getByRole('link', { name: '無料体験' }).click();
    await page.waitForURL((url) => url.pathname === '/mypage' && url.searchParams.get('discord') === '1');
    await page.context().close();
  });
});
