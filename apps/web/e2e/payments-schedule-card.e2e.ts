// Browser journey for issue 32 ("Cards"): the card paying a monthly split cannot be deleted with the generic dialog.
// Deleting it says which plan, how many payments remain and the next date, moves them to another card first, then
// deletes it; the next month is charged on the new card when the worker's monthly scan runs. The next charge date shows
// on mypage's plan card and on 決済履歴. Against the running stack, the worker and the sandbox card provider.
import { CardMessages } from '@coaching/contracts';
import type { Browser } from 'playwright-core';
import { Client } from 'pg';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { button, heading, overflow, severeViolations, toast } from './support/pages';
import { fillCard, letInstalmentFallDue, newMemberAtConfirmation, signedIn, TEST_CARDS } from './support/payments';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** One row of the test stack's database (what a browser cannot see: which card the provider charged). */
async function queryOne<T>(text: string, values: unknown[]): Promise<T | undefined> {
  const db = new Client({ connectionString: e2eUrls.database });
  await db.connect();
  try {
    return (await db.query(text, values)).rows[0] as T | undefined;
  } finally {
    await db.end();
  }
}

describe('the card paying the monthly payments', () => {
  it('warns, moves the remaining payments to another card, then deletes it; the next month is charged on the new card', async () => {
    const { member, page } = await newMemberAtConfirmation(browser, 'pay-move', { game: 'VALORANT', plan: 'Lite', months: 3, method: 'カード毎月払い' });
    await fillCard(page, TEST_CARDS.approve);
    await button(page, '購入する').click();
    await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname), { timeout: 60_000 });
    const paymentId = new URL(page.url()).pathname.split('/').pop()!;
    await page.waitForURL((url) => url.pathname === '/mypage', { timeout: 60_000 });

    // The next payment's date on the plan card, with the weekday (Asia/Tokyo).
    await page.getByTestId('current-plan-next-charge').filter({ hasText: /^次回のお支払い \d{1,2}月\d{1,2}日\([日月火水木金土]\)（毎月のお支払い）$/ }).waitFor({ timeout: 30_000 });
    await photograph(page, 'mypage-next-charge-1280', { fullPage: true });
    await page.goto(`${e2eUrls.app}/payments/history`);
    await heading(page, 'お支払い管理').waitFor();
    await page.getByText(/^次回のお支払い \d{1,2}月\d{1,2}日\([日月火水木金土]\)$/).first().waitFor();

    // A second card (it becomes the default); the first still pays the plan.
    await page.goto(`${e2eUrls.app}/payments/card`);
    await heading(page, '登録カードの管理').waitFor();
    await fillCard(page, '5555555555554444');
    await button(page, 'カードを登録する').click();
    const cards = page.getByRole('list', { name: '登録済みのカード' });
    await cards.getByText('•••• 4444').waitFor();
    const paying = cards.getByRole('listitem').filter({ hasText: '•••• 1111' });
    await paying.getByText('毎月のお支払いに使用中').waitFor();

    await paying.getByRole('button', { name: '削除' }).click();
    const dialog = page.getByRole('dialog', { name: '毎月のお支払いに使われているカードです' });
    await dialog.getByText(/^VALORANT Lite：残り2回（次回 \d{1,2}月\d{1,2}日\([日月火水木金土]\) 24,200円）$/).waitFor();
    await dialog.getByRole('radio', { name: /•••• 4444/ }).check();
    expect(await severeViolations(page, '[role="dialog"]')).toEqual([]);
    await photograph(page, 'payments-card-move-1280', { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'payments-card-move-375', { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'お支払いカードを変更する' }).click();
    await toast(page, CardMessages.scheduleMoved).waitFor();

    // Moved: the ordinary confirmation takes the dialog's place, and the card goes.
    const confirm = page.getByRole('dialog', { name: 'カードを削除しますか？' });
    await confirm.getByRole('button', { name: '削除する' }).click();
    await toast(page, CardMessages.deleted).waitFor();
    // The list read again (it is empty for a moment while it reloads): the new card alone, paying the plan.
    await cards.getByRole('listitem').filter({ hasText: '•••• 4444' }).getByText('毎月のお支払いに使用中').waitFor();
    await expect(cards.getByRole('listitem').count()).resolves.toBe(1);

    // The only card left pays the plan: deleting it says another card must be added first, and offers no move.
    await cards.getByRole('listitem').getByRole('button', { name: '削除' }).click();
    const only = page.getByRole('dialog', { name: '毎月のお支払いに使われているカードです' });
    await only.getByText(/先に新しいカードを登録し/).waitFor();
    expect(await only.getByRole('button', { name: 'お支払いカードを変更する' }).count()).toBe(0);
    await only.getByRole('button', { name: '閉じる' }).click();
    await page.context().close();

    // A month passes: the worker's scan charges the second payment, on the new card.
    await letInstalmentFallDue(paymentId, 1);
    const deadline = Date.now() + 45_000;
    let charged: { card_seq: string | null; paid: number } | undefined;
    for (;;) {
      charged = await queryOne<{ card_seq: string | null; paid: number }>('select card_seq, charges_paid as paid from payments where id = $1', [paymentId]);
      if (charged?.paid === 2) break;
      if (Date.now() > deadline) throw new Error('the second payment was not charged');
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const order = await queryOne<{ provider_order_id: string }>('select provider_order_id from payment_charges where payment_id = $1 and n = 1', [paymentId]);
    const trade = (await (await fetch(`${e2eUrls.sandbox}/payments/test-api/transactions/${order!.provider_order_id}`)).json()) as { data: Record<string, unknown> };
    expect(String(trade.data.cardSeq)).toBe(charged!.card_seq);
    const mine = await signedIn(browser, member, 375, '/payments/history');
    await mine.getByText('24,200円（2/3回目）').waitFor();
    await photograph(mine, 'payments-history-next-charge-375', { fullPage: true });
    await mine.context().close();
  });
});
