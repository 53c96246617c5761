// The back office as the journeys that cross into it use it: an operator signed in at /admin/.
import type { Browser, Page } from 'playwright-core';
import { backOfficePage, e2eUrls, searchBackOfficeList } from '../../../../tools/e2e/browser';
import { clickUntil } from './pages';

const operator = {
  email: process.env.E2E_OPERATOR_EMAIL ?? 'admin@ggcoach.example',
  password: process.env.E2E_OPERATOR_PASSWORD ?? 'admin-demo-password',
};

/** A new page with the demo operator signed in to the back office, on its dashboard. */
export function operatorPage(browser: Browser, width = 1280): Promise<Page> {
  return backOfficePage(browser, operator, width, 30_000);
}

/** Opens a member's purchase in the back office's list of purchases, found by the member's address. */
export async function openPurchase(page: Page, memberEmail: string, rowText: string | RegExp): Promise<void> {
  await page.goto(`${e2eUrls.app}/admin/#/payments`);
  await searchBackOfficeList(page, memberEmail);
  const row = page.locator('tbody tr').filter({ hasText: memberEmail }).filter({ hasText: rowText });
  // A click the list swallows while it redraws for the search (seen once in CI on a loaded machine: no navigation in
  // 30 s) is made again; the record opening is what the journeys using this need, not the first click.
  await clickUntil(row, (timeout) => page.waitForURL(/#\/payments\/[0-9a-f-]{36}\/show$/, { timeout }), `the purchase row of ${memberEmail} opened no record`, 10_000);
  // The purchase's own record (its timeline), not the list row standing in while it loads.
  await page.getByRole('region', { name: '履歴' }).getByRole('list').waitFor();
}

/** An operator records the bank transfer of a member's order awaiting it (the back office's "入金を記録する"). */
export async function recordTransfer(browser: Browser, memberEmail: string): Promise<void> {
  const admin = await operatorPage(browser);
  await openPurchase(admin, memberEmail, 'お振込待ち');
  await admin.getByRole('button', { name: '入金を記録する' }).click();
  await admin.getByRole('dialog', { name: '入金を記録しますか？' }).getByRole('button', { name: '入金を記録する' }).click();
  await admin.getByText('入金を記録しました').waitFor();
  await admin.context().close();
}
