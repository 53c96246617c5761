import { type APIRequestContext, chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

/**
 * Debian's chromium, headless, with the flags this closed network needs: its old headless shell (apt package
 * chromium-headless-shell, installed by tools/lib/setup.mjs), which opens pages about twice as fast as the full
 * browser's headless mode here; CHROMIUM_PATH=/usr/bin/chromium runs the journeys in the full browser instead.
 *
 * Every page asks for reduced motion, as a visitor may (the theme then drops transitions and spinning, WCAG 2.3.3):
 * nothing is caught mid-fade, and a software-rendered browser stops drawing frames for spinners and ripples, which
 * was a fifth of the journeys' CPU on these two cores (a11y-sweep.e2e.ts checks the ordinary motion is kept).
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', '--force-prefers-reduced-motion'],
  });
  // Known to the test environment (e2e-environment.js), which photographs the open pages of a failed test.
  const open = ((globalThis as { __e2eBrowsers?: Set<Browser> }).__e2eBrowsers ??= new Set());
  open.add(browser);
  browser.on('disconnected', () => open.delete(browser));
  return browser;
}

// Same ports and database as tools/lib/env.mjs's E2E stack (E2E_PORT_OFFSET, TEST_DATABASE_PREFIX).
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const e2eDatabase = `${process.env.TEST_DATABASE_PREFIX ? `${process.env.TEST_DATABASE_PREFIX}test_` : 'coaching_test_'}e2e`;

export const e2eUrls = {
  app: process.env.E2E_BASE_URL ?? `http://localhost:${3200 + offset}`,
  sandbox: process.env.E2E_SANDBOX_URL ?? `http://localhost:${3300 + offset}`,
  /** The test stack's database, for what a browser cannot do: let a month pass, or make a failure the worker gave up on. */
  database: process.env.E2E_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/${e2eDatabase}`,
};

/**
 * An address of its own for one test visitor (198.18.0.0/15 is for tests; the api trusts X-Forwarded-For
 * from loopback). Sign-up and sign-in are limited per client address, and the journeys run side by side:
 * each context is a visitor of its own, as real visitors are.
 */
export const testClientAddress = () => `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A fresh context (own cookies, own client address) at a phone or desktop width, in Japanese and Asia/Tokyo. */
export async function newPage(browser: Browser, width = 1280): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': testClientAddress() },
    viewport: { width, height: width < 600 ? 812 : 900 },
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    deviceScaleFactor: 1,
  });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in tmp/screenshots so a person can look at them. */
export const screenshotPath = (name: string) => `${__dirname}/../../tmp/screenshots/${name}.png`;

/**
 * A picture of the page (or of one part of it) for a person to look at, saved as tmp/screenshots/`name`.png. Taken
 * unless E2E_SCREENSHOTS=0, which `npm test` sets: nobody looks at CI's pictures, and a full-page one costs 1–3 s of
 * CPU on these machines (the journeys take some two hundred). A failed test's open pages are photographed regardless
 * (e2e-environment.js); a picture a test measures is fullPageScreenshot's (apps/web/e2e/support/pages.ts).
 */
export async function photograph(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === '0') return;
  const path = screenshotPath(name);
  await ('goto' in target ? target.screenshot({ path, ...options }) : target.screenshot({ path }));
}

/**
 * Types into a back-office list's search box and waits until the list has taken it (react-admin writes the debounced
 * filter into the address): a row clicked before then may be left for the list's own late navigation, which takes the
 * page back from the record just opened.
 */
export async function searchBackOfficeList(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: '検索' }).fill(text);
  await page.waitForURL((url) => decodeURIComponent(url.href).includes(text));
}

/** Signs an operator in to the back office's api (`/admin-api/auth`) on `request`'s cookie jar; answers the session's CSRF token. */
export async function signInOperator(request: APIRequestContext, operator: { email: string; password: string }): Promise<string> {
  const started = (await (await request.get(`${e2eUrls.app}/admin-api/auth/session`)).json()) as { data: { csrfToken: string } };
  const res = await request.post(`${e2eUrls.app}/admin-api/auth/login`, { data: operator, headers: { 'X-XSRF-TOKEN': started.data.csrfToken } });
  if (res.status() !== 200) throw new Error(`back-office sign-in of ${operator.email} answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

/**
 * A new page with an operator signed in to the back office at /admin/, on its dashboard. The sign-in goes through the
 * back office's api on the page's own context (its cookie jar), as the form would send it, so the back office loads
 * once, signed in: the form is the subject of the back-office journey (admin.e2e.ts), a precondition here.
 */
export async function backOfficePage(browser: Browser, account: { email: string; password: string }, width = 1280, defaultTimeoutMs = 15_000): Promise<Page> {
  const { page } = await newPage(browser, width);
  page.setDefaultTimeout(defaultTimeoutMs);
  await signInOperator(page.context().request, account);
  // At the dashboard's route (`#/`), where the form's sign-in lands: journeys go on by replacing the address's hash.
  await page.goto(`${e2eUrls.app}/admin/#/`);
  await page.getByText(/こんにちは、.+ さん/).waitFor();
  return page;
}
