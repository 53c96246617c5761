// Members of the free trial as the journeys (the back office's calendar, the member site's waitlist) need them: signed up through the sandbox's Discord
// stand-in in a browser (spec §6: a trial needs a Discord sign-in), then holding or booking a seat through the
// member API with that browser's session.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { e2eUrls, newPage } from './browser';

const VALORANT = 2;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface TrialMember {
  page: Page;
  context: BrowserContext;
  name: string;
  email: string;
}

/** A new user of the sandbox's Discord stand-in (a verified address of its own). */
export async function sandboxDiscordUser(prefix = 'trialcal'): Promise<{ id: string; email: string }> {
  const username = `${prefix}_${unique()}`.slice(0, 32);
  const res = await fetch(`${e2eUrls.sandbox}/discord/test-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, global_name: `体験 ${username}`, email: `${username}@example.jp`, verified: true }),
  });
  return ((await res.json()) as { data: { id: string; email: string } }).data;
}

/** On the sandbox's Discord consent page: the user agrees, and the browser goes back to the site. */
export async function consentOnDiscord(page: Page, discordUserId: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/discord/oauth2/authorize'));
  await page.check(`input[name=user][value="${discordUserId}"]`);
  await page.locator('button[name=action][value=authorize]').click();
}

/** A member signed up through Discord in the sandbox, on the trial form. */
export async function discordTrialMember(browser: Browser, lastName: string): Promise<TrialMember> {
  const { id, email } = await sandboxDiscordUser();
  const { page, context } = await newPage(browser, 1280);
  await page.goto(`${e2eUrls.app}/trials/start`);
  await page.getByRole('button', { name: 'VALORANT' }).click();
  await page.getByRole('button', { name: 'Discordで登録・ログイン' }).click();
  await consentOnDiscord(page, id);
  await page.waitForURL((url) => url.pathname === '/trials');
  return { page, context, name: `${lastName} 花子`, email };
}

async function api<T>(member: Pick<TrialMember, 'page' | 'context'>, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const token = (await member.context.cookies(e2eUrls.app)).find((c) => c.name === 'XSRF-TOKEN')?.value;
  const res = await member.page.request.fetch(`${e2eUrls.app}${path}`, { method, data, headers: { Accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': decodeURIComponent(token) } : {}) } });
  if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first VALORANT hour with a free seat in the next four weeks: `start` (`YYYY-MM-DD HH:mm`, Tokyo), its seats left, and its day as the member calendar labels it. */
export async function firstOpenSlot(member: Pick<TrialMember, 'page' | 'context'>): Promise<{ start: string; seats: number; dayName: string }> {
  const today = new Date(Date.now() + 9 * 3600_000);
  for (let week = 0; week < 4; week++) {
    const start = new Date(today.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10);
    const days = await api<Record<string, { week: string; date: string; schedules: Record<string, number> }>>(member, 'GET', `/api/trials/schedule?game_id=${VALORANT}&start=${start}`);
    for (const [day, { week: weekday, date, schedules }] of Object.entries(days)) {
      const time = Object.keys(schedules).find((t) => schedules[t] > 0);
      if (time) return { start: `${day} ${time}`, seats: schedules[time], dayName: `${date}(${weekday})` };
    }
  }
  throw new Error('no open trial hour in the next four weeks');
}

/** Holds a seat of `start` for the member; `confirm` books it. Answers the trial's id. */
export async function trialAt(member: TrialMember, start: string, confirm: boolean): Promise<string> {
  const held = await api<{ id: string }>(member, 'POST', '/api/trials', { last_name: member.name.split(' ')[0], first_name: '花子', start, game_id: VALORANT });
  if (confirm) await api(member, 'POST', `/api/trials/${held.id}/confirm`);
  return held.id;
}

/** The member lets their held seat go (as backing out of the confirm dialog does). */
export const releaseTrial = (member: TrialMember, trialId: string) => api(member, 'POST', `/api/trials/${trialId}/release`);
