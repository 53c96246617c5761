// Browser journey for issue 31's done-when (guardians, slice 2, ADR 0038): a guardian signs up for an account of their
// own, links two children — one invited by the child from their member area, one added by the guardian and accepted by
// the child — pays for a plan for the second child by card (sandbox test card 4111…) through the member's checkout,
// sees both children's next lessons and the receipt addressed to them, and the child sees the plan on their own mypage.
// The guardian never signs in as a child, and the child never sees the guardian's card. Slice 3 (ADR 0047): the
// guardian buys an add-on item for the child too, by bank transfer, from the same catalogue.
import { GuardianMessages, PaymentMessages } from '@coaching/contracts';
import type { Browser, Page } from 'playwright-core';
import { e2eUrls, launchBrowser, newPage, photograph } from '../../../tools/e2e/browser';
import { assignCoach, scheduleLesson, studentOfTheDemoCoach, tokyoSlot } from './support/lessons';
import { button, heading, overflow, severeViolations, textbox, toast } from './support/pages';
import { choosePeriodAndMethod, choosePlan, fillCard, newMemberAtConfirmation, signedIn, TEST_CARDS, type Member } from './support/payments';
import { findUrl, waitForMail } from './support/sandbox-mail';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const children = (page: Page) => page.getByTestId('guardian-child');
const link = (page: Page, text: string) => page.getByTestId('guardian-link').filter({ hasText: text });

describe('guardian pays: a guardian links two children, pays a plan for one by card and reads the receipt', () => {
  let browser: Browser;
  let first: Member;
  let second: Member;
  let admin: Page;
  const guardian: Member = { email: `e2e-guardian-pays-${unique()}@example.jp`, password: 'guardian-pass-123' };
  // The demo coach at 22:00 on days +17 and +19: hours no other journey books (see the brief's list of used hours).
  const slots = [tokyoSlot(17, 22), tokyoSlot(19, 22)];

  beforeAll(async () => {
    browser = await launchBrowser();
    // The first child studies already: a plan, the demo coach and a lesson support scheduled.
    ({ member: first, admin } = await studentOfTheDemoCoach(browser, 'gpays-child1'));
    await scheduleLesson(admin, first.email, slots[0].input);
    // The second child has filled in their student information on the way to a plan, and leaves the paying to the guardian.
    const ready = await newMemberAtConfirmation(browser, 'gpays-child2', { game: 'VALORANT', plan: 'Standard', months: 1, method: 'カード一括払い' });
    second = ready.member;
    await ready.page.context().close();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('signs the guardian up and links both children, one invited by the child and one added by the guardian', async () => {
    const { page } = await newPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/guardians/register`);
    await heading(page, '保護者として登録').waitFor();
    await textbox(page, 'メールアドレス').fill(guardian.email);
    await textbox(page, 'パスワード').fill(guardian.password);
    await button(page, '保護者として登録する').click();
    await page.waitForURL((url) => url.pathname === '/regist/sent');
    const prefix = `${e2eUrls.app}/api/email/verify`;
    await page.goto(findUrl(await waitForMail(guardian.email, (m) => m.text.includes(prefix)), prefix)!);
    await page.waitForURL((url) => url.pathname === '/guardian');
    await page.context().close();

    // The first child invites the guardian; the guardian accepts.
    const child = await signedIn(browser, first, 1280, '/guardians');
    await textbox(child, '保護者のメールアドレス').fill(guardian.email);
    await button(child, '招待メールを送る').click();
    await toast(child, GuardianMessages.invited).waitFor();
    await child.context().close();
    const mine = await signedIn(browser, guardian, 1280, '/guardian');
    await link(mine, first.email).getByRole('button', { name: '承認する' }).click();
    await toast(mine, GuardianMessages.accepted).waitFor();

    // The guardian adds the second child by their address; the child accepts in their member area.
    await textbox(mine, 'お子さまのメールアドレス').fill(second.email);
    await button(mine, '連携を申請する').click();
    await toast(mine, GuardianMessages.invited).waitFor();
    const other = await signedIn(browser, second, 1280, '/guardians');
    await link(other, guardian.email).getByRole('button', { name: '承認する' }).click();
    await toast(other, GuardianMessages.accepted).waitFor();
    await other.context().close();

    await mine.reload();
    await children(mine).nth(1).waitFor();
    expect(await children(mine).count()).toBe(2);
    await mine.context().close();
  });

  it('pays for a plan for the second child with the guardian’s card through the final confirmation', async () => {
    const page = await signedIn(browser, guardian, 1280, '/guardian');
    const card = children(page).filter({ hasText: second.email });
    await card.getByText('まだお支払いはありません').waitFor();
    await card.getByRole('link', { name: 'プラン・追加レッスンを申し込む（保護者払い）' }).click();
    await heading(page, 'お子さまのコースのお申し込み').waitFor();
    await choosePlan(page, 'VALORANT', 'Standard');
    await choosePeriodAndMethod(page, 1, 'カード一括払い');

    await page.waitForURL((url) => url.pathname.endsWith('/checkout') && url.searchParams.get('method') === 'bulk');
    await heading(page, 'お申し込み内容の確認').waitFor();
    // The child's price: a first plan carries the admission fee.
    await page.getByText('入会金', { exact: true }).waitFor();
    await page.getByTestId('purchase-terms').waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await photograph(page, 'guardian-checkout-1280', { fullPage: true });
    // The same confirmation on a phone: nothing wider than the screen.
    const phone = await signedIn(browser, guardian, 375, new URL(page.url()).pathname + new URL(page.url()).search);
    await heading(phone, 'お申し込み内容の確認').waitFor();
    await phone.getByTestId('purchase-terms').waitFor();
    expect(await overflow(phone)).toBeLessThanOrEqual(0);
    await photograph(phone, 'guardian-checkout-375', { fullPage: true });
    await phone.context().close();

    await fillCard(page, TEST_CARDS.approve, 'HANAKO YAMADA');
    const completed = toast(page, PaymentMessages.purchaseCompleted).waitFor({ timeout: 60_000 });
    await button(page, '購入する').click();
    await completed;
    await page.waitForURL((url) => url.pathname === '/guardian', { timeout: 60_000 });
    // The plan is the child's now, and the payment with its receipt is the guardian's.
    await card.getByText('VALORANT：Standard').waitFor();
    await card.getByTestId('guardian-child-payment').filter({ hasText: 'VALORANT Standard' }).getByRole('link', { name: '領収書' }).click();
    await heading(page, '領収書').waitFor();
    // Addressed to the payer: the guardian's account (no name given, so its address), never the child.
    await page.getByText(guardian.email).first().waitFor();
    expect(await page.getByText('山田 太郎').count()).toBe(0);
    await photograph(page, 'guardian-receipt-1280', { fullPage: true });
    await page.context().close();
  });

  it('buys an add-on item for the child by bank transfer: the quantity, the method, the final confirmation', async () => {
    const page = await signedIn(browser, guardian, 1280, '/guardian');
    const card = children(page).filter({ hasText: second.email });
    await card.getByRole('link', { name: 'プラン・追加レッスンを申し込む（保護者払い）' }).click();
    await heading(page, 'お子さまのコースのお申し込み').waitFor();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^VALORANT/ }).click();
    await page.locator('.MuiCollapse-entered').waitFor();
    const lesson = page.getByRole('region', { name: '追加レッスン' }).getByRole('listitem').filter({ hasText: '追加レッスン（1回）' });
    await lesson.getByRole('button', { name: '購入する' }).click();
    await heading(page, '追加レッスンの購入').waitFor();
    await button(page, 'お支払い方法を選ぶ').click();
    await choosePeriodAndMethod(page, null, '銀行振込');
    await page.waitForURL((url) => url.pathname.endsWith('/item-checkout') && url.searchParams.get('method') === 'bank');
    await heading(page, '購入内容の確認').waitFor();
    await page.getByTestId('purchase-terms').waitFor();
    expect(await severeViolations(page)).toEqual([]);
    await button(page, '振込案内メールを送信する').click();
    await page.getByText('お振込みをお待ちしています').waitFor({ timeout: 60_000 });
    await page.goto(`${e2eUrls.app}/guardian`);
    await card.getByTestId('guardian-child-payment').filter({ hasText: '追加レッスン（1回）' }).waitFor();
    await page.context().close();
  });

  it('shows both children’s next lessons to the guardian, and the plan on the child’s own mypage (without the guardian’s card)', async () => {
    // Support gives the second child the demo coach and a lesson, as for any new student.
    await assignCoach(admin, second.email);
    await scheduleLesson(admin, second.email, slots[1].input);

    for (const width of [1280, 375]) {
      const page = await signedIn(browser, guardian, width, '/guardian');
      await children(page).nth(1).waitFor();
      for (const [i, slot] of slots.entries()) await children(page).filter({ hasText: [first, second][i].email }).filter({ hasText: slot.history }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await severeViolations(page)).toEqual([]);
      await photograph(page, `guardian-pays-children-${width}`, { fullPage: true });
      await page.context().close();
    }

    // Support's member search tells the guardian's account apart (保護者).
    await admin.goto(`${e2eUrls.app}/admin/#/members?filter=${encodeURIComponent(JSON.stringify({ q: guardian.email }))}`);
    await admin.locator('tbody tr').filter({ hasText: guardian.email }).getByText('保護者', { exact: true }).waitFor();
    await photograph(admin, 'guardian-admin-search-1280', { fullPage: true });

    const child = await signedIn(browser, second, 1280, '/mypage');
    await child.getByRole('heading', { name: 'VALORANT' }).waitFor();
    await child.getByText('Standard', { exact: true }).first().waitFor();
    // The guardian's card is theirs: the child's registered cards are empty.
    await child.goto(`${e2eUrls.app}/payments/card`);
    await heading(child, '登録カードの管理').waitFor();
    await child.getByRole('form', { name: 'カード情報' }).waitFor();
    expect(await child.getByText(/1111/).count()).toBe(0);
    await child.context().close();
  });
});
