// Locators and steps shared by the member-area browser journeys.
import axe from 'axe-core';
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

/**
 * Clicks `target` until `opened` resolves (each wait `timeout` ms, three clicks at most). For a click a page busy
 * redrawing may swallow — seen only on a loaded machine, never alone — where what the journey needs is the outcome,
 * not the first click; each repeat is printed, so a run's output shows how often it happens.
 */
export async function clickUntil(target: Locator, opened: (timeout: number) => Promise<unknown>, what: string, timeout = 5_000): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    await target.click();
    if (await opened(timeout).then(() => true, () => false)) return;
    if (attempt === 3) throw new Error(`${what}: nothing after three clicks (${target.page().url()})`);
    console.warn(`[e2e] ${what}: nothing in ${timeout} ms; clicking again (${target.page().url()})`);
  }
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

/** One axe finding of a page, as the journeys report it. */
export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/**
 * The rules axe runs by default whose findings can be serious or critical (a rule's impact is the most its findings
 * can have): the journeys judge nothing else, and the moderate and minor rules (region walks every element) were
 * half of axe's time per page here. Read from axe's own table, so a new version's rules come with it.
 */
const SEVERE_RULES = (() => {
  const audit = (axe as unknown as { _audit?: { rules: { id: string; impact?: string; enabled?: boolean; tags: string[] }[] } })._audit;
  const rules = (audit?.rules ?? []).filter((r) => (r.impact === 'serious' || r.impact === 'critical') && r.enabled !== false && !r.tags.includes('experimental')).map((r) => r.id);
  // A version of axe that hides its table would otherwise judge a page by no rule at all, and find it clean.
  if (rules.length < 30) throw new Error(`axe-core ${axe.version} lists ${rules.length} serious or critical rules: read them some other way`);
  return rules;
})();

/**
 * axe's serious and critical findings on the page as it stands, or only inside the `include` selectors. axe is put
 * into the document once (a page opened by the router's links keeps it), not sent again with every run: the sweep
 * runs it on some two hundred pages. Only failures are reported back: the passes' details cost the most to send.
 */
export async function axeFindings(page: Page, include: string[] = []): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const found = await page.evaluate(
    async ([rules, selectors]) => {
      const runner = (window as unknown as { axe: typeof axe }).axe;
      const context = selectors.length > 0 ? { include: selectors.map((selector) => [selector]) } : document;
      const results = await runner.run(context as never, { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] });
      return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    [SEVERE_RULES, include] as const,
  );
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/**
 * axe's serious and critical findings on the page as it stands (or only inside `include`, a selector), one line each.
 * Running CSS transitions (a button fading from disabled to enabled) are let finish first: mid-fade colours are not the page's.
 */
export async function severeViolations(page: Page, ...include: string[]): Promise<string[]> {
  await animationsDone(page);
  return (await axeFindings(page, include)).map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`);
}
