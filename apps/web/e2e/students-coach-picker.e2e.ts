// Browser journey for issue 34 in the back office's 受講者: this month's lessons read plan / extras / make-ups apart,
// and the coach picker offers only the coaches of the student's game, with 担当を外す for a student who has a coach.
// Reads the seeded demo (VALORANT coaches 伊藤 蓮 and 渡辺 結衣, APEX LEGENDS coaches 佐藤 海斗 and 高橋 美咲); changes nothing.
import type { Browser } from 'playwright-core';
import { e2eUrls, launchBrowser, photograph } from '../../../tools/e2e/browser';
import { operatorPage } from './support/back-office';
import { animationsDone, overflow } from './support/pages';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('受講者 (issue 34)', () => {
  it("shows this month's plan lessons apart and offers only the coaches of the student's game", async () => {
    const page = await operatorPage(browser, 1280);
    await page.goto(`${e2eUrls.app}/admin/#/students?filter=${encodeURIComponent(JSON.stringify({ coach_id: undefined }))}`);
    const rows = page.locator('tbody tr');
    await rows.first().waitFor();
    // Never 'n / m' alone: the plan's count is named, extras and make-ups apart.
    await rows.first().getByText(/^プラン \d+ \/ \d+$/).waitFor();
    await photograph(page, 'admin-students-lessons-apart-1280', { fullPage: true });

    const valorant = rows.filter({ hasText: 'VALORANT' }).filter({ has: page.getByRole('button', { name: '変更', exact: true }) }).first();
    await valorant.getByRole('button', { name: '変更', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '担当コーチを変更' });
    await dialog.getByText('VALORANTのコーチだけを表示しています。').waitFor();
    await dialog.getByRole('combobox').click();
    const options = page.getByRole('listbox').getByRole('option');
    await options.first().waitFor();
    const names = await options.allInnerTexts();
    expect(names.some((n) => n.startsWith('伊藤 蓮'))).toBe(true);
    expect(names.some((n) => n.startsWith('佐藤 海斗') || n.startsWith('高橋 美咲'))).toBe(false);
    expect(names).toContain('担当を外す（未割当に戻す）');
    await animationsDone(page);
    await photograph(page, 'admin-students-coach-picker-1280');
    await page.getByRole('option', { name: '担当を外す（未割当に戻す）' }).click();
    await dialog.getByLabel('担当を外す理由').waitFor();
    await photograph(page, 'admin-students-unassign-1280');
    await dialog.getByRole('button', { name: 'キャンセル' }).click();

    await page.setViewportSize({ width: 375, height: 812 });
    // The list draws itself again as one line per student once it has heard of the narrower window: the table's
    // rows hold the same text until then, so the table going is what says the phone layout is there.
    await page.locator('main table').waitFor({ state: 'detached' });
    await page.getByText(/プラン \d+ \/ \d+/).first().waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, 'admin-students-375', { fullPage: true });
    await page.context().close();
  });
});
