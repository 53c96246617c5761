// Back-office journey for issue 14's member 360: support searches the demo member by e-mail, opens their page, reads
// the sections (account, plan, lessons and karte) and the timeline of what happened and who did it, then goes from
// the page to the coach change. Then support changes a member's coach with a reason and the member's and both
// coaches' mails arrive in the sandbox inbox. Also the same page on a phone (375 px).
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { waitForMail } from '../../../tools/e2e/sandbox-mail';
import { createCoaches, memberAwaitingTransfer, recordTransfer } from './support/students';

const SUPPORT = { email: 'support@ggcoach.example', password: 'support-demo-password' };
const MEMBER_EMAIL = 'member@ggcoach.example';

/** Support types the address into the member search and opens the one member it finds. */
async function openByEmail(page: Page, phone: boolean, email = MEMBER_EMAIL, name = '山田 太郎'): Promise<void> {
  await page.goto(`${e2eUrls.app}/admin/#/members`);
  await page.getByText('会員を検索してください').waitFor();
  await page.getByRole('textbox', { name: '会員検索' }).fill(email);
  if (phone) {
    await page.getByRole('link', { name: new RegExp(name) }).click();
  } else {
    const row = page.locator('tbody tr').filter({ hasText: email });
    await row.waitFor();
    if (email === MEMBER_EMAIL) await photograph(page, 'admin-member-search-results-1280', { fullPage: true });
    await row.click();
  }
  await page.waitForURL(/#\/members\/[0-9a-f-]{36}\/show$/);
  await page.getByRole('heading', { level: 1, name }).waitFor();
}

const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
/** Two coaches of their own with addresses (the demo's other coaches have none), so the journey changes no demo member's coach. */
const COACHES = [
  { id: randomUUID(), name: `青木 颯 ${runId}`, email: `coach-before-${runId}@coach.example` },
  { id: randomUUID(), name: `石川 凛 ${runId}`, email: `coach-after-${runId}@coach.example` },
] as const;
const STUDENT = { email: `e2e-coach-change-${runId}@example.jp`, password: 'coach-change-pass-123', name: '森 太一' };

/** In the students list (narrowed to the member), opens the row's coach dialog, picks `coach`, and answers the dialog. */
async function pickCoach(page: Page, button: string, coach: string) {
  const row = page.locator('tbody tr').filter({ hasText: STUDENT.email });
  await row.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox').click();
  await page.getByRole('option', { name: new RegExp(coach) }).click();
  return dialog;
}

describe('back office: the member 360', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('support finds a member by e-mail, reads every section and the timeline, and goes on to change the coach', async () => {
    const page = await backOfficePage(browser, SUPPORT, 1280);
    await page.goto(`${e2eUrls.app}/admin/#/members`);
    await page.getByText('会員を検索してください').waitFor();
    await photograph(page, 'admin-member-search-1280', { fullPage: true });
    await openByEmail(page, false);

    // The account, and the timeline beside the sections on a wide screen: who did what, in sentences.
    await page.getByRole('region', { name: 'アカウント' }).getByText(MEMBER_EMAIL).waitFor();
    const timeline = page.getByRole('region', { name: 'タイムライン' });
    await timeline.getByText('受講が始まりました（3か月）').first().waitFor();
    await timeline.getByText(/レッスンが予約されました（\d+月\d+日 \d\d:\d\d〜）/).first().waitFor();
    await timeline.getByText(/システム（自動処理）/).first().waitFor();
    await photograph(page, 'admin-member-360-1280', { fullPage: true });

    await page.getByRole('tab', { name: '契約・お支払い' }).click();
    await page.getByRole('region', { name: '受講プラン' }).getByText('受講中').waitFor();
    // The demo plan was bought by bank transfer (the seed's order), and support recorded the transfer.
    const purchases = page.getByRole('region', { name: '購入・決済' });
    await purchases.getByText('VALORANT Standard（3か月）').waitFor();
    await purchases.getByText('152,790円').waitFor();
    await page.getByRole('region', { name: '登録カード' }).waitFor();
    await photograph(page, 'admin-member-360-billing-1280', { fullPage: true });

    await page.getByRole('tab', { name: 'レッスン' }).click();
    await page.getByRole('region', { name: '担当コーチ' }).getByRole('cell', { name: /.+/ }).first().waitFor();
    await page.getByRole('region', { name: 'レッスン' }).getByText('受講済み').first().waitFor();
    await page.getByRole('region', { name: 'カルテ' }).getByText(/宿題/).first().waitFor();
    await photograph(page, 'admin-member-360-lessons-1280', { fullPage: true });

    await page.getByRole('tab', { name: '体験・キャンプ' }).click();
    await page.getByRole('region', { name: 'キャンプの申し込み' }).getByText('このメールアドレスでのキャンプの申し込みはありません。').waitFor();

    // The coach change is support's, on the students screen, narrowed to this member.
    await page.getByRole('link', { name: '担当コーチを変更' }).click();
    await page.waitForURL(/#\/students\?filter=/);
    await page.locator('tbody tr').filter({ hasText: MEMBER_EMAIL }).first().waitFor();
    await page.context().close();
  });

  it('support finds a member by e-mail, changes their coach with a reason, and the member and both coaches are mailed', async () => {
    await createCoaches(COACHES, runId);
    await memberAwaitingTransfer(browser, STUDENT);
    const page = await backOfficePage(browser, SUPPORT, 1280);

    // The member's bank transfer arrives: support records it, and the worker starts the plan.
    await recordTransfer(page, STUDENT.email);

    // Support finds the member by e-mail and goes from their page to the coach change.
    await openByEmail(page, false, STUDENT.email, STUDENT.name);
    await page.getByRole('link', { name: '担当コーチを変更' }).click();
    await page.waitForURL(/#\/students\?filter=/);
    const row = page.locator('tbody tr').filter({ hasText: STUDENT.email });
    for (let tries = 0; !(await row.isVisible()) && tries < 30; tries++) {
      await page.waitForTimeout(1000);
      await page.reload();
    }
    const first = await pickCoach(page, 'コーチを割り当て', COACHES[0].name);
    await first.getByRole('button', { name: '割り当てる' }).click();
    await page.getByText('担当コーチを割り当てました').waitFor();

    const change = await pickCoach(page, '変更', COACHES[1].name);
    await change.getByRole('heading', { name: '担当コーチを変更' }).waitFor();
    // A change needs its reason: refused without one.
    await change.getByRole('button', { name: '割り当てる' }).click();
    await change.getByText('コーチ変更の理由を入力してください。').waitFor();
    await change.getByRole('textbox', { name: '変更の理由' }).fill('ご本人の希望（練習できる時間帯が変わったため）');
    await photograph(page, 'admin-coach-change-1280');
    await change.getByRole('button', { name: '割り当てる' }).click();
    await page.getByText(/担当コーチを変更しました（今後のレッスン: 移動 \d+件・中止 \d+件）/).waitFor();
    await row.getByText(COACHES[1].name).waitFor();

    // The three mails arrive: the member's names both coaches; each coach is told who joined or left them.
    const toMember = await waitForMail(STUDENT.email, (m) => m.subject.includes('担当コーチが変わりました'));
    expect(toMember.text).toContain(`担当コーチが ${COACHES[0].name} から ${COACHES[1].name} に変わりました。`);
    const toPrevious = await waitForMail(COACHES[0].email, (m) => m.subject.includes('担当受講者の変更'));
    expect(toPrevious.text).toContain(`${STUDENT.name} さんの担当が別のコーチに変わりました。`);
    const toNext = await waitForMail(COACHES[1].email, (m) => m.subject.includes('担当受講者の変更'));
    expect(toNext.text).toContain(`${STUDENT.name} さんの担当になりました。`);
    await page.context().close();
  });

  it('reads well on a phone (375 px): the timeline becomes a tab', async () => {
    const page = await backOfficePage(browser, SUPPORT, 375);
    await openByEmail(page, true);
    await photograph(page, 'admin-member-360-375', { fullPage: true });
    await page.getByRole('tab', { name: 'タイムライン' }).click();
    await page.getByRole('region', { name: 'タイムライン' }).getByText('受講が始まりました（3か月）').first().waitFor();
    await photograph(page, 'admin-member-360-timeline-375', { fullPage: true });
    await page.context().close();
  });
});
