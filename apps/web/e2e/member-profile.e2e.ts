// Browser journeys for Discord (sign-up, link, unlink) and the profile edit modal, against the running
// stack: the api serving the built web app, the sandbox inbox, and the sandbox's Discord stand-in.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { button, heading, overflow, severeViolations, signIn, textbox, toast } from './support/pages';
import { findUrl, waitForMail } from './support/sandbox-mail';

const DISCORD_LINKED = 'Discordと連携しました。';
const DISCORD_UNLINKED = 'Discordとの連携を解除しました。';
const PROFILE_UPDATED = 'プロフィールを更新しました。';
const PHOTO_NOT_IMAGE = 'プロフィール画像には画像ファイル（JPEG・PNG・WebP・GIF）を選択してください。';
const EMAIL_CHANGE_NOTICE = 'メールアドレスを変更すると、新しいアドレスで再度認証が必要です。';

let browser: Browser;
let tempDir: string;
let files: { png: string; fakePng: string; text: string };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  tempDir = mkdtempSync(join(tmpdir(), 'gg-profile-'));
  files = { png: join(tempDir, 'avatar.png'), fakePng: join(tempDir, 'photo.png'), text: join(tempDir, 'notes.txt') };
  // A real, small PNG: a two-tone square, so the avatar visibly changes.
  await sharp({ create: { width: 96, height: 96, channels: 3, background: '#3451d1' } })
    .composite([{ input: { create: { width: 48, height: 48, channels: 3, background: '#f5b400' } }, top: 24, left: 24 }])
    .png()
    .toFile(files.png);
  // Text with an image's name: the browser calls it image/png, only the server can tell.
  writeFileSync(files.fakePng, 'this is not a picture\n');
  writeFileSync(files.text, 'plain text\n');
});

afterAll(async () => {
  await browser?.close();
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});


async function open(width: number, path: string): Promise<Page> {
  const { page } = await newPage(browser, width);
  await page.goto(`${e2eUrls.app}${path}`);
  return page;
}

/** One e-mail member for the file (sign-up is rate limited): registered and verified on first use. */
let emailMember: Promise<{ email: string; password: string }> | undefined;

async function registerEmailMember(): Promise<{ email: string; password: string }> {
  const email = `e2e-profile-${unique()}@example.jp`;
  const password = 'profile-pass-123';
  const { page: registering } = await newPage(browser, 1280);
  await registering.goto(`${e2eUrls.app}/regist`);
  await textbox(registering, 'メールアドレス').fill(email);
  await textbox(registering, 'パスワード').fill(password);
  await button(registering, 'メールアドレスで登録する').click();
  await registering.waitForURL('**/regist/sent');
  await registering.context().close();

  const prefix = `${e2eUrls.app}/api/email/verify`;
  const verifyUrl = findUrl(await waitForMail(email, (m) => m.text.includes(prefix)), prefix);
  expect(verifyUrl).toBeDefined();
  // Opened elsewhere, as from a phone's mail app.
  const verifying = await open(1280, '/login');
  await verifying.goto(verifyUrl as string);
  await verifying.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('verified') === '1');
  await verifying.context().close();
  return { email, password };
}

/** The e-mail member, signed in on a new page at /mypage. */
async function signedInEmailMember(width = 1280): Promise<{ page: Page; email: string; password: string }> {
  emailMember ??= registerEmailMember();
  const { email, password } = await emailMember;
  const page = await open(width, '/login');
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/mypage');
  await heading(page, /こんにちは$/).waitFor();
  return { page, email, password };
}

/** A user of the sandbox's Discord stand-in. */
async function createDiscordUser(): Promise<{ id: string; username: string; email: string }> {
  const username = `gg_${unique()}`.slice(0, 32);
  const res = await fetch(`${e2eUrls.sandbox}/discord/test-api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ username, global_name: `GG ${username}`, email: `${username}@example.jp`, verified: true }),
  });
  expect(res.status).toBe(201);
  const { data } = (await res.json()) as { data: { id: string; username: string; email: string } };
  return data;
}

/** On the stand-in's consent page: pick the user and allow. */
async function consent(page: Page, discordUserId: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.endsWith('/discord/oauth2/authorize'));
  await page.check(`input[name=user][value="${discordUserId}"]`);
  await page.locator('button[name=action][value=authorize]').click();
}

/** The Discord user the e-mail member linked (the link journey sets it; the next journeys use it). */
let linkedDiscordUser: { id: string; username: string } | undefined;

const discordSection = (page: Page) => page.getByRole('region', { name: 'Discord連携' });
const memberNav = (page: Page) => page.getByRole('navigation', { name: '会員メニュー' });
const headerAvatarImg = (page: Page) => page.getByRole('banner').locator('img');

describe('Discord', () => {
  it('signs up with Discord and lands on /mypage with the Discord section linked', async () => {
    const discordUser = await createDiscordUser();
    const page = await open(1280, '/login');
    await page.getByRole('link', { name: 'Discordでログイン' }).click();
    await consent(page, discordUser.id);

    await page.waitForURL((url) => url.pathname === '/mypage');
    await heading(page, /こんにちは$/).waitFor();
    const section = discordSection(page);
    await section.getByText(`Discord連携済み：${discordUser.username}`).waitFor();
    // ?discord=1 focuses the section.
    if (new URL(page.url()).searchParams.has('discord')) {
      await expect(section.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    }

    await page.getByRole('link', { name: 'Discord連携', exact: true }).click();
    await heading(page, 'Discord連携').waitFor();
    await page.getByText(discordUser.username, { exact: true }).waitFor();
    // Signed in through Discord: 'disconnect' is offered (a button that asks, then POSTs).
    await button(page, 'Discord連携を解除する').waitFor();
    const memberId = await page.evaluate(async () => (await (await fetch('/api/me')).json()).data.id_str);
    await page.context().close();

    // Another day, another browser: the same Discord user signs in as the same member.
    const again = await open(1280, '/login');
    await again.getByRole('link', { name: 'Discordでログイン' }).click();
    await consent(again, discordUser.id);
    await again.waitForURL((url) => url.pathname === '/mypage');
    await heading(again, /こんにちは$/).waitFor();
    await expect(again.evaluate(async () => (await (await fetch('/api/me')).json()).data.id_str)).resolves.toBe(memberId);
    await again.context().close();
  });

  it('links Discord to an e-mail member from /discord, then unlinks it', async () => {
    const discordUser = await createDiscordUser();
    const { page } = await signedInEmailMember(1280);

    // Mypage: not linked yet, with the way to link.
    const section = discordSection(page);
    await section.getByText('無料体験レッスンの受講には、Discord連携（Discordでのログイン）が必要です。').waitFor();
    expect(await section.getByRole('link', { name: 'Discordと連携する' }).getAttribute('href')).toBe('/login/discord?from=sns');
    await page.goto(`${e2eUrls.app}/mypage?discord=1`);
    await section.waitFor();
    await expect(section.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await photograph(page, 'mypage-discord-1280', { fullPage: true });

    await memberNav(page).getByRole('link', { name: 'Discord連携' }).click();
    await heading(page, 'Discord連携').waitFor();
    expect(await page.title()).toBe('Discord連携 | GG COACH');
    await page.getByText('Discordとはまだ連携していません').waitFor();
    await page.getByRole('link', { name: 'Discordと連携する' }).click();
    await consent(page, discordUser.id);

    await page.waitForURL((url) => url.pathname === '/discord');
    await page.getByText(DISCORD_LINKED, { exact: true }).waitFor();
    await page.getByText(discordUser.username, { exact: true }).waitFor();
    // The message is taken out of the address, so a reload does not repeat it.
    await page.waitForURL((url) => url.pathname === '/discord' && !url.searchParams.has('msg'));
    await button(page, 'Discord連携を解除する').waitFor();
    await photograph(page, 'discord-1280', { fullPage: true });

    expect(await severeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await heading(page, 'Discord連携').waitFor();
    await expect(page.getByText(DISCORD_LINKED, { exact: true }).count()).resolves.toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'discord-375', { fullPage: true });

    linkedDiscordUser = discordUser;
    await page.context().close();
  });

  it("offers 'connect', never 'disconnect', to the linked member signed in with the password (spec §2), at 375 and 1280 px", async () => {
    const discordUser = linkedDiscordUser!;
    for (const width of [375, 1280]) {
      const { page } = await signedInEmailMember(width);
      await page.goto(`${e2eUrls.app}/discord`);
      await page.getByText(discordUser.username, { exact: true }).waitFor();
      expect(await page.getByRole('link', { name: 'Discordと連携する' }).getAttribute('href')).toBe('/login/discord?from=sns');
      await expect(page.getByText('Discord連携を解除する').count()).resolves.toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await photograph(page, `discord-password-session-${width}`, { fullPage: true });
      await page.context().close();
    }
  });

  it('asks before unlinking when the unlink address is opened (a GET changes nothing), then unlinks on confirmation (375 px)', async () => {
    const discordUser = linkedDiscordUser!;
    const page = await open(375, '/login');
    await page.getByRole('link', { name: 'Discordでログイン' }).click();
    await consent(page, discordUser.id);
    await page.waitForURL((url) => url.pathname === '/mypage');

    await page.goto(`${e2eUrls.app}/sns/discord/disconnect`);
    const confirm = page.getByRole('dialog', { name: 'Discord連携を解除しますか？' });
    await confirm.waitFor();
    await page.waitForTimeout(300);
    await photograph(page, 'discord-confirm-375');
    await confirm.getByRole('button', { name: '戻る' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByText(discordUser.username, { exact: true }).waitFor();

    await button(page, 'Discord連携を解除する').click();
    await confirm.getByRole('button', { name: '解除する' }).click();
    await page.getByText(DISCORD_UNLINKED, { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Discordと連携する' }).waitFor();
    await page.getByText('Discordとはまだ連携していません').waitFor();
    await page.context().close();
  });
});

describe('profile edit modal', () => {
  it('saves names and a photo; the page reloads with them; a non-image is refused', async () => {
    const { page, email } = await signedInEmailMember(1280);
    const lastName = '佐藤';
    const firstName = `花子${unique().slice(-3)}`;

    await page.getByRole('complementary', { name: '会員メニュー' }).getByRole('button', { name: 'プロフィール編集' }).click();
    const dialog = page.getByRole('dialog', { name: 'プロフィール編集' });
    await dialog.waitFor();
    await expect(textbox(dialog, 'メールアドレス').inputValue()).resolves.toBe(email);

    // Cancel closes without saving.
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'プロフィール編集' }).click();
    await dialog.waitFor();
    // Required names (spec §5).
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText('名前を入力して下さい').count()).resolves.toBe(2);

    // The browser refuses a file it knows is not an image.
    await dialog.locator('input[type=file]').setInputFiles(files.text);
    await dialog.getByText(PHOTO_NOT_IMAGE).waitFor();

    // Changing the address warns before saving.
    await textbox(dialog, 'メールアドレス').fill(`changed-${email}`);
    await dialog.getByText(EMAIL_CHANGE_NOTICE).waitFor();
    await textbox(dialog, 'メールアドレス').fill(email);
    await expect(dialog.getByText(EMAIL_CHANGE_NOTICE).count()).resolves.toBe(0);

    await textbox(dialog, '姓').fill(lastName);
    await textbox(dialog, '名').fill(firstName);
    await dialog.locator('input[type=file]').setInputFiles(files.png);
    await dialog.getByText('選択中：avatar.png').waitFor();
    await expect(dialog.locator('img').getAttribute('src')).resolves.toMatch(/^blob:/);
    await page.waitForTimeout(300);
    await photograph(page, 'profile-modal-1280');

    await dialog.getByRole('button', { name: '保存' }).click();
    await toast(page, PROFILE_UPDATED).waitFor();
    // Spec §4: the page reloads, and shows what was saved.
    await heading(page, `${lastName} ${firstName}さん、こんにちは`).waitFor({ timeout: 15_000 });
    await expect(headerAvatarImg(page).getAttribute('src')).resolves.toMatch(/^\/api\/profile\/photo\//);
    const savedSrc = await headerAvatarImg(page).getAttribute('src');
    await expect(headerAvatarImg(page).evaluate((img) => (img as HTMLImageElement).naturalWidth)).resolves.toBeGreaterThan(0);

    // Text named photo.png: the browser calls it image/png; the server refuses it and nothing changes.
    await page.getByRole('button', { name: 'プロフィール編集' }).click();
    await dialog.waitFor();
    await expect(textbox(dialog, '名').inputValue()).resolves.toBe(firstName);
    await dialog.locator('input[type=file]').setInputFiles(files.fakePng);
    await textbox(dialog, '名').fill('変更されない');
    await dialog.getByRole('button', { name: '保存' }).click();
    await dialog.getByText(PHOTO_NOT_IMAGE).waitFor();
    await page.locator('.MuiSnackbar-root').getByRole('alert').waitFor();
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await heading(page, `${lastName} ${firstName}さん、こんにちは`).waitFor();
    await expect(headerAvatarImg(page).getAttribute('src')).resolves.toBe(savedSrc);
    await page.context().close();
  });

  it('opens from the phone drawer, full screen', async () => {
    const { page } = await signedInEmailMember(375);
    await button(page, 'メニューを開く').click();
    const drawer = page.getByRole('dialog', { name: '会員メニュー' });
    await drawer.getByRole('button', { name: 'プロフィール編集' }).click();
    const dialog = page.getByRole('dialog', { name: 'プロフィール編集' });
    await dialog.waitFor();
    await drawer.waitFor({ state: 'hidden' });
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(375);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await page.waitForTimeout(300);
    await photograph(page, 'profile-modal-375');
    await dialog.getByRole('button', { name: 'キャンセル' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
