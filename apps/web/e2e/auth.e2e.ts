// Browser journeys for sign-up, e-mail verification, sign-in, the member guard and passwords, against the
// running stack: the api serving the built web app, and the sandbox inbox that receives the mails.
import { IdentityMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { button, heading, overflow, severeViolations, signIn, textbox, toast } from './support/pages';
import { findUrl, waitForMail } from './support/sandbox-mail';

const VERIFIED = 'メールアドレスを認証しました。ログインして下さい。';
const LOGIN_FAILED = 'ログインに失敗しました。';
const EMAIL_TAKEN = 'このメールアドレスは既に登録されています。ログインしてください。';
const RESET_MAIL_SENT = 'パスワードリセットのメールでお送りしました。';

let browser: Browser;

/** One member for the whole file: signed up in the first journey, its password changed by later ones. */
const member = {
  email: `e2e-auth-${Date.now()}@example.jp`,
  password: 'first-pass-123',
};

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Text and password inputs by their accessible name (the label without MUI's required asterisk).
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Does `act`, then expects spec §8's alert 'エラーが発生しました。' in the form — never a native dialog. */
async function expectPasswordFailureAlert(page: Page, act: () => Promise<void>): Promise<void> {
  const dialogs: string[] = [];
  const onDialog = (dialog: { message: () => string; dismiss: () => Promise<void> }) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  page.on('dialog', onDialog);
  await act();
  await page.locator('form').getByRole('alert').filter({ hasText: 'エラーが発生しました。' }).waitFor();
  page.off('dialog', onDialog);
  expect(dialogs).toEqual([]);
}

async function open(width: number, path: string): Promise<Page> {
  const { page } = await newPage(browser, width);
  await page.goto(`${e2eUrls.app}${path}`);
  return page;
}

async function signUp(page: Page, email: string, password: string): Promise<void> {
  await textbox(page, 'メールアドレス').fill(email);
  await textbox(page, 'パスワード').fill(password);
  await button(page, 'メールアドレスで登録する').click();
}

describe('login and sign-up pages', () => {
  it.each([375, 1280])('show the login form at %i px', async (width) => {
    const page = await open(width, '/login');
    await heading(page, 'ログイン').waitFor();
    expect(await page.title()).toBe('ログイン | GG COACH');
    expect(await page.getByRole('link', { name: 'Discordでログイン' }).getAttribute('href')).toBe('/login/discord?from=login');
    expect(await page.getByRole('link', { name: '新規会員登録はこちら' }).getAttribute('href')).toBe('/regist');
    expect(await page.getByRole('link', { name: 'パスワードをお忘れの方' }).getAttribute('href')).toBe('/password/remind');
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, `login-${width}`, { fullPage: true });
    await page.context().close();
  });

  it('shows the sign-up choices at 1280 px', async () => {
    const page = await open(1280, '/regist');
    await heading(page, '新規会員登録').waitFor();
    expect(await page.getByRole('link', { name: 'Discordで登録' }).getAttribute('href')).toBe('/login/discord?from=login');
    await page.getByText('8文字以上50文字以内で入力してください。').waitFor();
    await photograph(page, 'regist-1280', { fullPage: true });
    await page.context().close();
  });

  it("shows the schema's messages for an empty login form", async () => {
    const page = await open(375, '/login');
    await button(page, 'ログイン').click();
    await page.getByText('メールアドレスを入力して下さい', { exact: true }).waitFor();
    await page.getByText('パスワードを入力して下さい', { exact: true }).waitFor();
    await page.context().close();
  });

  it.each([
    [375, '/login?from=trial'],
    [1280, '/regist?from=trial&game_id=abc'],
  ])('at %i px, %s (a trial link without a game) says a game is needed in the page, never in a native dialog', async (width, path) => {
    const { page } = await newPage(browser, width);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto(`${e2eUrls.app}${path}`);
    await page.getByRole('alert').filter({ hasText: IdentityMessages.trialNeedsGame }).waitFor();
    expect(dialogs).toEqual([]);
    await photograph(page, `trial-link-without-game-${width}`, { fullPage: true });
    await page.context().close();
  });

  it.each(['/login', '/regist'])('%s has no serious or critical accessibility violations', async (path) => {
    const page = await open(1280, path);
    await heading(page, path === '/login' ? 'ログイン' : '新規会員登録').waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

// The journeys build on each other (one member, one password at a time), so they run in this order.
describe('a member account, from sign-up to password reset', () => {
  it('signs up, verifies the address from the mail, and signs in to /mypage?first=1', async () => {
    const page = await open(375, '/regist');
    await signUp(page, member.email, member.password);
    await page.waitForURL('**/regist/sent');
    await heading(page, 'メールを送信しました').waitFor();
    await page.getByText(member.email, { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'regist-sent-375', { fullPage: true });

    // An unverified member is still signed out as far as member pages go.
    await page.goto(`${e2eUrls.app}/mypage`);
    await page.waitForURL('**/login');
    await page.context().close();

    const prefix = `${e2eUrls.app}/api/email/verify`;
    const mail = await waitForMail(member.email, (m) => m.text.includes(prefix));
    const verifyUrl = findUrl(mail, prefix);
    expect(verifyUrl).toBeDefined();

    // Opened elsewhere (a phone's mail app): a browser without the sign-up session.
    const { page: other, context } = await newPage(browser, 1280);
    await other.goto(verifyUrl as string);
    await other.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('verified') === '1');
    await toast(other, VERIFIED).waitFor();
    await signIn(other, member.email, member.password);
    await other.waitForURL('**/mypage?first=1');
    expect(pathOf(other)).toBe('/mypage?first=1');
    // The 'please sign in' toast of the verification link does not follow the member in.
    await toast(other, VERIFIED).waitFor({ state: 'hidden', timeout: 2_000 });
    // No name yet: greeted without the e-mail, and asked to complete the profile (spec §2).
    await heading(other, 'こんにちは').waitFor();
    await expect(heading(other, new RegExp(member.email.replace(/[.+]/g, '\\$&'))).count()).resolves.toBe(0);
    const prompt = other.getByRole('region', { name: 'プロフィールを登録してください' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'プロフィールを登録する' }).click();
    const profile = other.getByRole('dialog', { name: 'プロフィール編集' });
    await profile.waitFor();
    await profile.getByRole('button', { name: 'キャンセル' }).click();
    await profile.waitFor({ state: 'hidden' });
    await other.getByText('まだコースをお申し込みいただいていません').waitFor();
    await photograph(other, 'mypage-1280', { fullPage: true });
    await context.close();
  });

  it('shows the member area on a phone, with the menu in a drawer', async () => {
    const page = await open(375, '/login');
    await signIn(page, member.email, member.password);
    await page.waitForURL('**/mypage?first=1');
    await heading(page, /こんにちは$/).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'mypage-375', { fullPage: true });

    await button(page, 'メニューを開く').click();
    const drawer = page.getByRole('dialog', { name: '会員メニュー' });
    await drawer.waitFor();
    await expect(drawer.getByRole('link', { name: 'TOP' }).getAttribute('aria-current')).resolves.toBe('page');
    // A new member has a trial left and is not paid: 無料体験 is offered (spec §2); every item has its page.
    for (const label of ['レッスン予定・受講履歴', 'お支払い管理', 'パスワード変更', 'Discord連携', '無料体験', '新規申し込み']) await drawer.getByRole('link', { name: label }).waitFor();
    await drawer.getByRole('button', { name: 'ログアウト' }).waitFor();
    // Let the slide-in finish before the picture.
    await page.waitForTimeout(400);
    await photograph(page, 'member-drawer-375');

    await drawer.getByRole('link', { name: 'パスワード変更' }).click();
    await page.waitForURL('**/password/change');
    await drawer.waitFor({ state: 'hidden' });

    // Spec §8: a failed change is the alert 'エラーが発生しました。' in the page (no native dialog); the field says why.
    await expectPasswordFailureAlert(page, async () => {
      await textbox(page, '現在のパスワード').fill('not-the-password');
      await textbox(page, '新しいパスワード').fill('never-used-999');
      await textbox(page, '新しいパスワード（確認）').fill('never-used-999');
      await button(page, '変更する').click();
    });
    await page.getByText('現在のパスワードが正しくありません。').waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'password-change-failed-375', { fullPage: true });
    await page.context().close();
  });

  it('shows the signed-in header (マイページ, no ログイン or 無料体験) on the home, contact and 404 pages at 375 and 1280 px; every sidebar item leads to a page', async () => {
    for (const width of [375, 1280]) {
      const page = await open(width, '/login');
      await signIn(page, member.email, member.password);
      await page.waitForURL('**/mypage?first=1');
      for (const [name, path, title] of [['home', '/', null], ['contact', '/contact', 'お問い合わせ'], ['404', '/no-such-page/at-all', 'ページが見つかりません']] as const) {
        await page.goto(`${e2eUrls.app}${path}`);
        // The page itself, not only its header, before the screenshot.
        if (title) await heading(page, title).waitFor();
        else await page.locator('#about').waitFor();
        const banner = page.getByRole('banner');
        const mypage = banner.getByRole('link', { name: 'マイページ' });
        await mypage.waitFor();
        expect(await mypage.getAttribute('href')).toBe('/mypage');
        await expect(banner.getByRole('link', { name: 'ログイン' }).count()).resolves.toBe(0);
        await expect(banner.getByRole('link', { name: '無料体験' }).count()).resolves.toBe(0);
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await photograph(page, `signed-in-header-${name}-${width}`);
      }
      // The home page's header leads to the member area.
      await page.getByRole('banner').getByRole('link', { name: 'マイページ' }).click();
      await page.waitForURL((url) => url.pathname === '/mypage');
      await heading(page, /こんにちは$/).waitFor();

      if (width === 1280) {
        // Every sidebar item leads to a page, never to a 404. The free trial sends this member, signed in by password,
        // to the Discord section of /mypage (spec §2 /trials).
        const nav = page.getByRole('navigation', { name: '会員メニュー' });
        const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
        expect(hrefs).toContain('/histories');
        expect(hrefs).toContain('/trials');
        for (const href of hrefs.filter((h) => h.startsWith('/'))) {
          await nav.locator(`a[href="${href}"]`).click();
          await page.waitForURL((url) => (href === '/trials' ? url.pathname === '/mypage' && url.searchParams.get('discord') === '1' : url.pathname === href));
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await expect(page.getByRole('heading', { name: 'ページが見つかりません' }).count()).resolves.toBe(0);
        }
      }

      // Signed out, the public header is the visitor's again.
      if (width === 375) {
        await button(page, 'メニューを開く').click();
        await page.getByRole('dialog', { name: '会員メニュー' }).getByRole('button', { name: 'ログアウト' }).click();
      } else {
        await button(page, 'ログアウト').click();
      }
      await page.waitForURL('**/login');
      await page.goto(`${e2eUrls.app}/`);
      await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).first().waitFor();
      await expect(page.getByRole('banner').getByRole('link', { name: 'マイページ' }).count()).resolves.toBe(0);
      await page.context().close();
    }
  });

  it('sends a signed-out visitor to /login and back to the member page they wanted', async () => {
    const page = await open(1280, '/password/change');
    await page.waitForURL('**/login');
    await heading(page, 'ログイン').waitFor();
    await signIn(page, member.email, member.password);
    await page.waitForURL('**/password/change');
    await heading(page, 'パスワード変更').waitFor();
    await expect(page.getByRole('link', { name: 'パスワード変更' }).getAttribute('aria-current')).resolves.toBe('page');
    await photograph(page, 'password-change-1280', { fullPage: true });
    await page.context().close();
  });

  it('changes the password, logs out from the sidebar, and signs in with the new one', async () => {
    const page = await open(1280, '/login');
    await signIn(page, member.email, member.password);
    await page.waitForURL('**/mypage?first=1');
    await page.getByRole('navigation', { name: '会員メニュー' }).getByRole('link', { name: 'パスワード変更' }).click();
    await heading(page, 'パスワード変更').waitFor();

    const newPassword = 'second-pass-456';
    await expectPasswordFailureAlert(page, async () => {
      await textbox(page, '現在のパスワード').fill('not-the-password');
      await textbox(page, '新しいパスワード').fill(newPassword);
      await textbox(page, '新しいパスワード（確認）').fill(newPassword);
      await button(page, '変更する').click();
    });
    await photograph(page, 'password-change-failed-1280', { fullPage: true });
    await textbox(page, '現在のパスワード').fill(member.password);
    await textbox(page, '新しいパスワード').fill(newPassword);
    await textbox(page, '新しいパスワード（確認）').fill(newPassword);
    await button(page, '変更する').click();
    await page.getByRole('heading', { name: 'パスワードを変更しました' }).waitFor();
    member.password = newPassword;

    await button(page, 'ログアウト').click();
    await page.waitForURL('**/login');
    await heading(page, 'ログイン').waitFor();
    await signIn(page, member.email, newPassword);
    // Logging out did not remember /password/change as the page to come back to.
    await page.waitForURL('**/mypage?first=1');
    await page.context().close();
  });

  it('resets a forgotten password from the mailed link; the old password then fails', async () => {
    const page = await open(375, '/password/remind');
    await heading(page, 'パスワードの再設定').waitFor();
    await textbox(page, 'メールアドレス').fill(member.email);
    await textbox(page, 'メールアドレス（確認）').fill(member.email);
    await button(page, '次へ').click();
    await toast(page, RESET_MAIL_SENT).waitFor();

    const mail = await waitForMail(member.email, (m) => m.text.includes('/password/reset?token='));
    const resetUrl = findUrl(mail, `${e2eUrls.app}/password/reset?token=`);
    expect(resetUrl).toBeDefined();

    await page.goto(resetUrl as string);
    await heading(page, 'パスワードの再設定').waitFor();
    const newPassword = 'third-pass-789';
    await textbox(page, 'メールアドレス').fill(member.email);
    await textbox(page, '新しいパスワード').fill(newPassword);
    await textbox(page, '新しいパスワード（確認）').fill(newPassword);
    await button(page, 'パスワードを再設定する').click();
    await page.getByRole('heading', { name: 'パスワードを再設定しました' }).waitFor();
    expect(await page.getByRole('link', { name: 'トップページへ' }).getAttribute('href')).toBe('/');
    const oldPassword = member.password;
    member.password = newPassword;

    await page.getByRole('link', { name: 'ログインする' }).click();
    await heading(page, 'ログイン').waitFor();
    await signIn(page, member.email, oldPassword);
    await toast(page, LOGIN_FAILED).waitFor();
    // Spec §8: the form is cleared after a failed sign-in.
    await expect(textbox(page, 'メールアドレス').inputValue()).resolves.toBe('');
    await expect(textbox(page, 'パスワード').inputValue()).resolves.toBe('');

    await signIn(page, member.email, newPassword);
    await page.waitForURL('**/mypage?first=1');
    await page.context().close();
  });

  it('sends a second sign-up with the same address to /login with a notice', async () => {
    const page = await open(1280, '/regist');
    await signUp(page, member.email, 'another-pass-000');
    await page.waitForURL('**/login');
    await toast(page, EMAIL_TAKEN).waitFor();
    await page.context().close();
  });
});

describe('password pages without a session', () => {
  it('reports two different addresses on /password/remind', async () => {
    const page = await open(375, '/password/remind');
    await textbox(page, 'メールアドレス').fill('a@example.jp');
    await textbox(page, 'メールアドレス（確認）').fill('b@example.jp');
    await button(page, '次へ').click();
    await toast(page, 'メールアドレスが一致しません。').waitFor();
    await page.context().close();
  });

  it('alerts in the page when the two new passwords differ on /password/reset', async () => {
    const page = await open(1280, '/password/reset?token=e2e-token&email=e2e%40example.jp');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await expect(textbox(page, 'メールアドレス').inputValue()).resolves.toBe('e2e@example.jp');
    await textbox(page, '新しいパスワード').fill('password-one');
    await textbox(page, '新しいパスワード（確認）').fill('password-two');
    await button(page, 'パスワードを再設定する').click();
    await page.getByRole('alert').filter({ hasText: '入力されたパスワードが一致しません。' }).first().waitFor();
    expect(dialogs).toEqual([]);
    await page.context().close();
  });

  it("says 'エラーが発生しました。' (spec §8), not the server's words, when a reset fails, at 375 and 1280 px", async () => {
    for (const width of [375, 1280]) {
      const page = await open(width, '/password/reset?token=expired-or-forged&email=e2e%40example.jp');
      await expectPasswordFailureAlert(page, async () => {
        await textbox(page, '新しいパスワード').fill('password-one');
        await textbox(page, '新しいパスワード（確認）').fill('password-one');
        await button(page, 'パスワードを再設定する').click();
      });
      await expect(page.getByText('パスワード再設定のリンクが無効か').count()).resolves.toBe(0);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await photograph(page, `password-reset-failed-${width}`, { fullPage: true });
      await page.context().close();
    }
  });
});
