// Browser journeys of the member home (issue 11): an operator publishes news in the back office and a member
// reads it on mypage and at /news/{id}; unpublished news; mypage's `discord` and `first` query parameters; the
// sidebar's course list. Screenshots at 375 and 1280 px go to HOME_SHOTS_DIR (default tmp/screenshots).
import { mkdirSync } from 'node:fs';
import { PaymentMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { Client } from 'pg';
import { e2eUrls, launchBrowser, screenshotPath } from '../../../tools/e2e/browser';
import { operatorPage } from './support/back-office';
import { fillCard, type Member, newMemberAtConfirmation, registerMember, signedIn, TEST_CARDS } from './support/payments';
import { animationsDone, button, heading, overflow } from './support/pages';

const UNPUBLISHED = 'このお知らせは公開されていません。';
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let browser: Browser;
let member: Member;

const shotsDir = process.env.HOME_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (shotsDir) mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: shotsDir ? `${shotsDir}/${name}.png` : screenshotPath(`home-${name}`), fullPage: true });
};

/** The news row's id by its (unique) title, from the test stack's database. */
async function newsIdByTitle(title: string): Promise<number> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: number }>('select id from news where title = $1', [title]);
    if (!rows[0]) throw new Error(`no news titled ${title}`);
    return rows[0].id;
  } finally {
    await db.end();
  }
}

/** Tokyo wall-clock time `minutes` from now, as the back office's datetime-local input takes it. */
const tokyoInput = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 9 * 3_600_000).toISOString().slice(0, 16);

/** An operator writes a news item in the back office's editor and saves it. */
async function publishNews(admin: Page, title: string, paragraph: string, publishAt: string, screenshot?: string): Promise<void> {
  await admin.goto(`${e2eUrls.app}/admin/#/news/create`);
  await admin.getByRole('textbox', { name: 'タイトル' }).fill(title);
  const editor = admin.locator('.ProseMirror');
  await editor.click();
  await admin.keyboard.type(paragraph);
  await admin.getByLabel('公開日時').fill(publishAt);
  if (screenshot) {
    await admin.getByRole('button', { name: 'プレビュー' }).click();
    const preview = admin.getByRole('dialog', { name: '会員の画面での表示' });
    await preview.getByText(paragraph).waitFor();
    await shot(admin, screenshot);
    await preview.getByRole('button', { name: '閉じる' }).click();
  }
  await admin.getByRole('button', { name: '保存' }).click();
  await admin.waitForURL(/#\/news$/);
  await admin.getByText(title).first().waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(browser, 'home');
});

afterAll(async () => {
  await browser?.close();
});

describe('news', () => {
  const published = { title: `冬季イベントのお知らせ ${runId}`, body: `12月20日にメンバー限定大会を開催します（${runId}）。` };
  const scheduled = { title: `来月のお知らせ ${runId}`, body: '来月公開の予定です。' };

  it('an operator publishes news in the back office → it appears on mypage and at /news/{id}', async () => {
    const admin = await operatorPage(browser);
    await publishNews(admin, published.title, published.body, tokyoInput(-5), 'news-editor-preview-1280');
    await admin.goto(`${e2eUrls.app}/admin/#/news/create`);
    await admin.getByRole('textbox', { name: 'タイトル' }).waitFor();
    await shot(admin, 'news-editor-1280');
    await admin.goto(`${e2eUrls.app}/admin/#/news`);
    await admin.getByText(published.title).first().waitFor();
    await shot(admin, 'news-admin-list-1280');
    await admin.setViewportSize({ width: 375, height: 812 });
    await admin.goto(`${e2eUrls.app}/admin/#/news/create`);
    await admin.locator('.ProseMirror').waitFor();
    await shot(admin, 'news-editor-375');
    await admin.context().close();

    for (const width of [1280, 375]) {
      const page = await signedIn(browser, member, width);
      const news = page.getByRole('region', { name: 'お知らせ' });
      const link = news.getByRole('link', { name: new RegExp(published.title) });
      await link.waitFor();
      await shot(page, `mypage-${width}`);
      await link.click();
      await page.waitForURL(/\/news\/\d+$/);
      await heading(page, published.title).waitFor();
      await page.getByText(published.body).waitFor();
      // The date is shown in Asia/Tokyo.
      await expect(page.locator('article time').textContent()).resolves.toMatch(/^\d{4}\/\d{2}\/\d{2}/);
      expect(await overflow(page)).toBe(0);
      await shot(page, `news-item-${width}`);
      // The breadcrumb's top is /app for a member, which is the member's mypage.
      await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'お知らせ' }).click();
      await heading(page, 'お知らせ').waitFor();
      await page.getByRole('link', { name: new RegExp(published.title) }).waitFor();
      await shot(page, `news-list-${width}`);
      await page.getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: 'トップ' }).click();
      await page.waitForURL((url) => url.pathname === '/mypage');
      await page.context().close();
    }
  });

  it('a scheduled (future) item or an unknown id shows the unpublished message', async () => {
    const admin = await operatorPage(browser);
    await publishNews(admin, scheduled.title, scheduled.body, tokyoInput(60 * 24 * 30));
    await admin.context().close();
    const id = await newsIdByTitle(scheduled.title);

    const page = await signedIn(browser, member, 375, `/news/${id}`);
    await heading(page, UNPUBLISHED).waitFor();
    await shot(page, 'news-unpublished-375');
    await page.goto(`${e2eUrls.app}/news/999999999`);
    await heading(page, UNPUBLISHED).waitFor();
    // Not listed on mypage either.
    await page.goto(`${e2eUrls.app}/mypage`);
    await page.getByRole('region', { name: 'お知らせ' }).getByRole('link', { name: new RegExp(published.title) }).waitFor();
    expect(await page.getByRole('link', { name: new RegExp(scheduled.title) }).count()).toBe(0);
    await page.context().close();
  });
});

describe('notification bell', () => {
  it('counts the new news as unread; opening it marks what it showed read, the badge and the items together', async () => {
    const page = await signedIn(browser, member, 1280);
    const bell = page.getByRole('banner').getByRole('button', { name: /^通知（未読\d+件）$/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: '通知' });
    await panel.getByRole('link', { name: /冬季イベントのお知らせ/ }).first().waitFor();
    // Issue 29: the server's answer to the opening clears the badge and the items' 未読 at once (the open
    // popover hides the header from the accessibility tree, hence includeHidden).
    await page.getByRole('banner', { includeHidden: true }).getByRole('button', { name: '通知', exact: true, includeHidden: true }).waitFor();
    await expect(panel.getByText('未読', { exact: true }).count()).resolves.toBe(0);
    await shot(page, 'bell-1280');
    await page.keyboard.press('Escape');
    await page.context().close();
  });
});

describe('mypage', () => {
  it('/mypage?discord=1 focuses the Discord section', async () => {
    const page = await signedIn(browser, member, 375, '/mypage?discord=1');
    const section = page.getByRole('region', { name: 'Discord連携' });
    await section.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'discord');
    await expect(section.getByRole('link', { name: /Discord/ }).first().getAttribute('href')).resolves.toBe('/login/discord?from=sns');
    await page.context().close();
  });

  it('asks a member without a name to complete the profile on arrival (first), and greets them by name after', async () => {
    const nameless = await registerMember(browser, 'home-nameless');
    // Where a sign-in lands (login-outcome.spec.ts): /mypage?first=1.
    const page = await signedIn(browser, nameless, 1280, '/mypage?first=1');
    const prompt = page.getByRole('region', { name: 'プロフィールを登録してください' });
    await prompt.waitFor();
    await page.waitForFunction(() => document.activeElement?.id === 'complete-profile');
    await prompt.getByRole('button', { name: 'プロフィールを登録する' }).filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'プロフィール編集' });
    await dialog.getByRole('textbox', { name: '姓' }).fill('鈴木');
    await dialog.getByRole('textbox', { name: '名' }).fill('花子');
    await dialog.getByRole('button', { name: '保存' }).click();
    await heading(page, '鈴木 花子さん、こんにちは').waitFor();
    expect(await prompt.count()).toBe(0);
    await page.context().close();
  });
});

describe('member sidebar', () => {
  it('adds a course from the games on sale and highlights the selected one; another choice moves the highlight', async () => {
    const page = await signedIn(browser, member, 1280);
    const courses = page.getByRole('complementary', { name: '会員メニュー' }).getByRole('region', { name: '受講コース' });
    const course = (name: string) => courses.getByRole('listitem').filter({ hasText: name });
    const selected = async (name: string) => {
      await course(name).and(courses.locator('[aria-current="true"]')).waitFor();
    };
    await courses.getByRole('button', { name: 'コースを追加' }).click();
    await page.getByRole('menuitem', { name: 'APEX LEGENDS' }).click();
    await selected('APEX LEGENDS');
    await courses.getByRole('button', { name: 'コースを追加' }).click();
    await page.getByRole('menuitem', { name: 'VALORANT' }).click();
    await selected('VALORANT');
    await courses.getByRole('button', { name: '選択するコース：APEX LEGENDS' }).click();
    await selected('APEX LEGENDS');
    expect(await courses.locator('[aria-current="true"]').count()).toBe(1);
    await shot(page, 'sidebar-1280');
    // Leaving asks first.
    await courses.getByRole('button', { name: 'コース一覧から外す：VALORANT' }).click();
    await page.getByRole('dialog', { name: 'コースを外しますか？' }).getByRole('button', { name: '外す' }).click();
    await page.getByText('VALORANTを外しました。').waitFor();
    expect(await course('VALORANT').count()).toBe(0);
    await page.context().close();

    const phone = await signedIn(browser, member, 375);
    await button(phone, 'メニューを開く').click();
    await phone.getByRole('dialog', { name: '会員メニュー' }).getByRole('region', { name: '受講コース' }).locator('[aria-current="true"]').filter({ hasText: 'APEX LEGENDS' }).waitFor();
    await shot(phone, 'sidebar-375');
    await phone.context().close();
  });
});

describe('the course list when nothing is on sale', () => {
  // The demo catalogue always has plans on sale; the api's answer is trimmed on its way to the page (the real
  // answer, fetched and then emptied) to show what a member sees the day a game's plans, or every game, are put away.
  const withGames = async (page: Page, trim: (games: { name: string; plans: unknown[] }[]) => unknown[]) =>
    page.route('**/api/games', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { name: string; plans: unknown[] }[] };
      await route.fulfill({ response: answer, json: { ...body, data: trim(body.data) } });
    });

  it('says no plan can be bought for a game whose plans are all put away, and no course at all when no game is on sale', async () => {
    const page = await signedIn(browser, member, 375, '/mypage');
    await withGames(page, (games) => games.map((game, i) => (i === 0 ? { ...game, plans: [] } : game)));
    await page.goto(`${e2eUrls.app}/payments`);
    const first = page.getByRole('button', { name: /プランなし/ }).first();
    await first.click();
    await page.getByText(PaymentMessages.noPurchasablePlans).waitFor();
    await animationsDone(page);
    await shot(page, 'payments-no-plans-375');

    await page.unroute('**/api/games');
    await withGames(page, () => []);
    await page.goto(`${e2eUrls.app}/payments`);
    await page.getByText(PaymentMessages.noCourses).waitFor();
    expect(await page.getByRole('button', { name: /プラン/ }).count()).toBe(0);
    await shot(page, 'payments-no-courses-375');
    await page.context().close();
  });
});

describe('mypage with a plan', () => {
  it('an offline plan: camp terms at checkout; mypage heads with the game and plan and says details come by e-mail; the bell tells the payment', async () => {
    const { page } = await newMemberAtConfirmation(browser, 'home-offline', { game: 'APEX LEGENDS', plan: 'オフライン集中レッスン', months: 1, method: 'カード一括払い' });
    // Spec §2: the terms link is /fortnite-camp/rule for offline lessons.
    expect(await page.getByRole('link', { name: '利用規約' }).first().getAttribute('href')).toBe('/fortnite-camp/rule');
    await fillCard(page, TEST_CARDS.approve);
    await button(page, '購入する').click();
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 60_000 });
    await page.getByRole('heading', { name: 'APEX LEGENDS' }).waitFor();
    await page.getByText('オフライン集中レッスン', { exact: true }).waitFor();
    await page.getByText('レッスンの日程・会場などの詳細は、メールにてお送りします。').waitFor();
    // The worker's reactor wrote the payment's notification.
    const bell = page.getByRole('banner').getByRole('button', { name: /^通知/ });
    let told = 0;
    for (let attempt = 0; attempt < 30 && told === 0; attempt += 1) {
      if (attempt > 0) await page.waitForTimeout(1000);
      await page.reload();
      await bell.click();
      told = await page.getByRole('dialog', { name: '通知' }).getByText('お支払いが完了しました。').count();
      await page.keyboard.press('Escape');
    }
    expect(told).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    // The sections loaded (not their skeletons) before the pictures.
    const loaded = async () => {
      await page.getByRole('region', { name: 'お知らせ' }).getByRole('link', { name: /すべて見る/ }).waitFor({ timeout: 20_000 });
      await page.getByText('まだカルテはありません', { exact: false }).waitFor({ timeout: 20_000 });
    };
    await loaded();
    await shot(page, 'mypage-plan-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByText('レッスンの日程・会場などの詳細は、メールにてお送りします。').waitFor();
    await loaded();
    await shot(page, 'mypage-plan-375');
    await page.context().close();
    // A purchase, the worker's notification and two pictures: longer than the default journey.
  }, 180_000);
});
