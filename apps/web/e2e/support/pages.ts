import AxeBuilder from '@axe-core/playwright';
// Locators and steps shared by the member-area browser journeys.
import type { Locator, Page } from 'playwright-core';
import { screenshotPath } from '../../../../tools/e2e/browser';

export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });
export const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
/** Waits until the input holds `value` (React settles a typed value a moment after the keys). */
export async function waitForValue(input: Locator, value: string, timeout = 5_000): Promise<void> {
  const element = await input.elementHandle({ timeout });
  try {
    await input.page().waitForFunction(([el, expected]) => (el as HTMLInputElement).value === expected, [element, value] as const, { timeout });
  } catch (error) {
    throw new Error(`${String(input)} holds ${JSON.stringify(await input.inputValue())}, not ${JSON.stringify(value)}`, { cause: error });
  } finally {
    await element.dispose();
  }
}
/** Pixels the page is wider than the viewport (0 when nothing overflows sideways). */
export const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * A full-page screenshot saved as `name`, with the size of the PNG (read from its header) and of the page it
 * was meant to hold (viewport width × document height, at the journeys' scale factor of 1), so a test can
 * assert that the picture is the whole page and not sideways-overflowing.
 */
export async function fullPageScreenshot(page: Page, name: string): Promise<{ png: { width: number; height: number }; page: { width: number; height: number } }> {
  const size = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, height: document.documentElement.scrollHeight }));
  const png = await page.screenshot({ path: screenshotPath(name), fullPage: true });
  // PNG: 8-byte signature, then the IHDR chunk whose data starts with width and height (big-endian).
  return { png: { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }, page: size };
}

/** Fills and sends the /login form. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await textbox(page, 'メールアドレス').fill(email);
  await textbox(page, 'パスワード').fill(password);
  await button(page, 'ログイン').click();
}

/** Waits for running CSS transitions and animations (a dialog fading in) to finish. */
export async function animationsDone(page: Page): Promise<void> {
  // An animation that repeats for ever (the pulsing ripple of a button with the keyboard's focus) never finishes: not
  // waited for, or the wait would never end.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * axe's serious and critical findings on the page as it stands (or only inside `include`, a selector), one line each.
 * Running CSS transitions (a button fading from disabled to enabled) are let finish first: mid-fade colours are not the page's.
 */
export async function severeViolations(page: Page, include?: string): Promise<string[]> {
  await animationsDone(page);
  const axe = new AxeBuilder({ page });
  const results = await (include ? axe.include(include) : axe).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
