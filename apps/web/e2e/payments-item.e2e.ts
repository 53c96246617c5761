// Browser journey for an extra lesson (spec §2 /payments/item → /payments/item/create → /payments/{id}),
// against the running stack and the sandbox card provider.
import { PaymentMessages } from '@coaching/contracts';
import type { Browser } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { button, heading, overflow, toast } from './support/pages';
import { fillCard, registerMember, signedIn, TEST_CARDS, type Member } from './support/payments';

let browser: Browser;
let member: Member;

beforeAll(async () => {
  browser = await launchBrowser();
  member = await registerMember(browser, 'pay-item');
});

afterAll(async () => {
  await browser?.close();
});

describe('buying an extra lesson', () => {
  it('buys two extra lessons by card and finds them in the history', async () => {
    const page = await signedIn(browser, member, 375, '/payments');
    // The games and the member's data answered (a click during a re-render would be lost on a loaded machine).
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^VALORANT/ }).click();
    // The game's panel has finished opening: a click while it still grows can land where the button no longer is.
    await page.locator('.MuiCollapse-entered').waitFor();
    const lesson = page.getByRole('region', { name: '追加レッスン' }).getByRole('listitem').filter({ hasText: '追加レッスン（1回）' });
    await lesson.getByRole('button', { name: '購入する' }).waitFor();
    await page.waitForLoadState('networkidle');
    await lesson.getByRole('button', { name: '購入する' }).click();

    await page.waitForURL('**/payments/item');
    await heading(page, '追加レッスンの購入').waitFor();
    const quantity = page.getByRole('group', { name: '数量' });
    await expect(quantity.getByRole('button', { name: '1つ減らす' }).isDisabled()).resolves.toBe(true);
    await quantity.getByRole('button', { name: '1つ増やす' }).click();
    await quantity.getByText('2', { exact: true }).waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'payments-item-375', { fullPage: true });

    await button(page, 'お支払い方法を選ぶ').click();
    const methods = page.getByRole('dialog', { name: 'お支払い方法を選択' });
    // Spec §2: an item is paid by card in one payment or by bank transfer; never split.
    await expect(methods.getByRole('button', { name: /^カード毎月払い/ }).count()).resolves.toBe(0);
    await methods.getByRole('button', { name: /^カード一括払い/ }).click();

    await page.waitForURL((url) => url.pathname === '/payments/item/create' && url.searchParams.get('quantity') === '2' && url.searchParams.get('method') === 'bulk');
    await heading(page, '購入内容の確認').waitFor();
    // 9,000 × 2 = 18,000 tax excluded; with 10% tax 19,800.
    await page.getByTestId('order-total').filter({ hasText: '19,800円' }).waitFor();
    // The final confirmation: price, when it is charged, no renewal, cancellation and the legal notice.
    const terms = page.getByTestId('purchase-terms');
    await terms.getByText('9,900円 × 2回').waitFor();
    await terms.getByText('お申し込み時（「購入する」を押した時）に、19,800円 をカードへ一括で請求します。').waitFor();
    await terms.getByText(/自動更新はありません/).waitFor();
    // An extra lesson's own terms (issue 32): the lesson cancellation rule, not the plan's screening notice or fee.
    await terms.getByText(/2日前の23時59分まで/).waitFor();
    await expect(terms.getByText(/審査通過|15,000円/).count()).resolves.toBe(0);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'payments-item-create-375', { fullPage: true });

    await fillCard(page, TEST_CARDS.approve);
    // The success toast shows for 5 s from when it is raised, just before /mypage: watched for from the press.
    const completed = toast(page, PaymentMessages.purchaseCompleted).waitFor({ timeout: 60_000 });
    await button(page, '購入する').click();
    await completed;
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 60_000 });

    await page.goto(`${e2eUrls.app}/payments/history`);
    const row = page.getByRole('list', { name: '決済履歴' }).getByRole('listitem').filter({ hasText: '追加レッスン（1回）' });
    await row.getByText('2回').waitFor();
    await row.getByText('19,800円').waitFor();
    await row.getByText('支払い済み', { exact: true }).waitFor();
    await row.getByRole('link', { name: /領収書/ }).waitFor();
    await page.context().close();
  });

  it('sends /payments/item opened without a chosen item back to /payments', async () => {
    const page = await signedIn(browser, member, 1280, '/payments/item');
    await page.waitForURL((url) => url.pathname === '/payments');
    await heading(page, 'コースのお申し込み').waitFor();
    await page.context().close();
  });
});
