// The browser journeys' jest environment: when a test fails, every page still open in its browsers is photographed
// (tmp/screenshots/failed-*.png) and its address and first lines printed, so a failure seen once in CI says where
// the page was, not only which wait ran out.
const { TestEnvironment } = require('jest-environment-node');
const { mkdirSync } = require('node:fs');
const { join } = require('node:path');

const SHOTS = join(__dirname, '../../tmp/screenshots');

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure') return;
    const browsers = this.global.__e2eBrowsers;
    if (!browsers) return;
    const parent = event.test.parent?.name;
    const title = `${parent && parent !== 'ROOT_DESCRIBE_BLOCK' ? `${parent} › ` : ''}${event.test.name}`;
    const slug = title.replace(/[^\p{L}\p{N}]+/gu, '-').slice(0, 60);
    mkdirSync(SHOTS, { recursive: true });
    let n = 0;
    const lines = [`[e2e] "${title}" failed; its open pages:`];
    for (const browser of browsers) {
      for (const context of browser.contexts()) {
        for (const page of context.pages()) {
          n += 1;
          const path = join(SHOTS, `failed-${slug}-${n}.png`);
          const text = await page.evaluate(() => globalThis.document.body?.innerText ?? '').catch((e) => `(no text: ${e.message})`);
          await page.screenshot({ path, fullPage: true, timeout: 5_000 }).catch(() => undefined);
          lines.push(`  ${page.url()}  → ${path}`, `    ${String(text).replace(/\s+/g, ' ').slice(0, 400)}`);
        }
      }
    }
    process.stderr.write(`${lines.join('\n')}\n`);
  }
}

module.exports = E2eEnvironment;
