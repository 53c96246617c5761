import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { lintTexts, type LintMessage, type LintOutput } from './lint-texts-runner';

// The boundaries of docs/architecture.md ("Boundaries") as the repo's own eslint.config.mjs enforces them:
// planted imports in files that do not exist are linted as if they did. That the real tree passes is the lint stage's
// own finding (nx run-many -t lint runs the same config over every project), not linted a second time here.

const ROOT = path.resolve(__dirname, '../..');
const BOUNDARY_RULES = ['no-restricted-imports', 'coaching/no-relative-import-across-projects'];

const lint = (input: Parameters<typeof lintTexts>[1]): LintOutput => lintTexts(BOUNDARY_RULES, input);

type Case = [what: string, filePath: string, code: string];

const refused: Case[] = [
  ['the catalogue subscribes to billing\'s events, a pair the table does not allow', 'libs/server/catalogue/src/x.ts', "import { SubscriptionStarted } from '@coaching/server-billing/events';"],
  ['identity subscribes to the trials\' events (trials reads identity: a cycle)', 'libs/server/identity/src/x.ts', "import { TrialBooked } from '@coaching/server-trials/events';"],
  ['a context imports another\'s decider for its event types', 'libs/server/content/src/x.ts', "import type { OrderEvent } from '@coaching/server-billing/src/domain/order.decider';"],
  ['identity reads billing\'s published queries (billing sits above identity)', 'libs/server/identity/src/x.ts', "import { GetMemberSubscriptionsQuery } from '@coaching/server-billing/queries';"],
  ['a context imports the composition module', 'libs/server/lessons/src/x.ts', "import { CompositionModule } from '@coaching/server-composition';"],
  ['the composition module imports a context\'s Nest module', 'libs/server/composition/src/x.ts', "import { BillingModule } from '@coaching/server-billing';"],
  ['the composition module imports a context\'s files', 'libs/server/composition/src/x.ts', "import { User } from '@coaching/server-identity/src/entities/user.entity';"],
  ['the composition module imports the backoffice\'s errors (of the backoffice it reads ./queries only)', 'libs/server/composition/src/x.ts', "import { BackofficeErrors } from '@coaching/server-backoffice';"],
  // (It answers billing's ListRefundDecidersQuery, ADR 0039, so billing's queries are a pair of the table now.)
  ['the backoffice reads trials\' queries (the member 360 and the dashboard are composed in composition)', 'libs/server/backoffice/src/x.ts', "import { CountHeldTrialSeatsQuery } from '@coaching/server-trials/queries';"],
  ['billing imports another context it may not read', 'libs/server/billing/src/x.ts', "import { IdentityModule } from '@coaching/server-identity';"],
  ['billing imports the catalogue by its main entry instead of /queries', 'libs/server/billing/src/x.ts', "import { GetPlanForPurchaseQuery } from '@coaching/server-catalogue';"],
  ['billing imports a catalogue entity by path', 'libs/server/billing/src/x.ts', "import { Plan } from '@coaching/server-catalogue/src/entities/plan.entity';"],
  ['billing re-exports another context', 'libs/server/billing/src/x.ts', "export * from '@coaching/server-identity';"],
  ['identity sends billing\'s commands, a pair the table does not allow', 'libs/server/identity/src/x.ts', "import { ChargeCardTokenCommand } from '@coaching/server-billing/commands';"],
  ['catalogue reads billing, a pair the table does not allow', 'libs/server/catalogue/src/x.ts', "import { QuotePlanQuery } from '@coaching/server-billing/queries';"],
  ['a context imports core test helpers outside tests', 'libs/server/billing/src/x.ts', "import { prepareTestDatabase } from '@coaching/server-core/testing';"],
  ['core imports a context', 'libs/server/core/src/x.ts', "import { BillingModule } from '@coaching/server-billing';"],
  ['core imports a context\'s queries', 'libs/server/core/src/x.ts', "import { GetPlanForPurchaseQuery } from '@coaching/server-catalogue/queries';"],
  ['contracts import core', 'libs/contracts/src/x.ts', "import { sql } from '@coaching/server-core';"],
  ['web imports core', 'apps/web/src/features/x/api/x.ts', "import { sql } from '@coaching/server-core';"],
  ['the back office imports a context\'s queries', 'apps/admin/src/x.tsx', "import { QuotePlanQuery } from '@coaching/server-billing/queries';"],
  ['a web lib imports the api', 'libs/web/theme/src/x.ts', "import { createApi } from '@coaching/api';"],
  ['browser code imports a Node built-in', 'apps/web/src/x.ts', "import { readFileSync } from 'node:fs';"],
  ['the api imports the sandbox outside tests', 'apps/api/src/x.ts', "import { startSandbox } from '@coaching/sandbox/testing';"],
  ['the sandbox imports our code', 'apps/sandbox/src/x.ts', "import { Messages } from '@coaching/contracts';"],
  ['an api test reaches into the sandbox by relative path', 'apps/api/src/x.int.spec.ts', "import { startSandbox } from '../../sandbox/src/sandbox';"],
  ['a worker test reaches into the api by relative path', 'apps/worker/src/x.int.spec.ts', "import { startTestApi } from '../../api/src/testing/test-api';"],
  ['a deep file re-exports another project by relative path', 'apps/api/src/a/b/x.ts', "export * from '../../../../worker/src/worker.module';"],
  ['a lib requires another lib by relative path', 'libs/server/billing/src/x.ts', "const core = require('../../core/src/index');\nexport { core };"],
];

const accepted: Case[] = [
  ['content subscribes to billing\'s and the lessons\' published event types', 'libs/server/content/src/x.ts', "export { ChargeCaptured } from '@coaching/server-billing/events';\nexport { LessonScheduled } from '@coaching/server-lessons/events';"],
  ['the trials context sends identity\'s published commands', 'libs/server/trials/src/x.ts', "export { AdjustTrialCountCommand } from '@coaching/server-identity/commands';"],
  ['billing reads the catalogue\'s published queries', 'libs/server/billing/src/x.ts', "import { GetPlanForPurchaseQuery, type PlanForPurchase } from '@coaching/server-catalogue/queries';\nexport type { PlanForPurchase };\nexport { GetPlanForPurchaseQuery };"],
  ['identity reads the catalogue\'s queries', 'libs/server/identity/src/x.ts', "export * from '@coaching/server-catalogue/queries';"],
  ['the composition module reads every context\'s published queries and sends their commands', 'libs/server/composition/src/x.ts', "export * from '@coaching/server-billing/queries';\nexport * from '@coaching/server-lessons/queries';\nexport * from '@coaching/server-identity/queries';\nexport { AdjustTrialCountCommand } from '@coaching/server-identity/commands';\nexport { SubscriptionStarted } from '@coaching/server-billing/events';"],
  ['the composition module reads the backoffice\'s published queries', 'libs/server/composition/src/x.ts', "export { GetOperatorNamesQuery } from '@coaching/server-backoffice/queries';"],
  ['the api imports the composition module', 'apps/api/src/x.ts', "export { CompositionModule } from '@coaching/server-composition';"],
  ['the camp sends billing\'s published commands and reads its queries', 'libs/server/camp/src/x.ts', "export { ChargeCardTokenCommand } from '@coaching/server-billing/commands';\nexport { GetTransferAccountQuery } from '@coaching/server-billing/queries';"],
  ['a context imports core and contracts', 'libs/server/content/src/x.ts', "export { sql } from '@coaching/server-core';\nexport { Messages } from '@coaching/contracts';"],
  ['a context test imports core test helpers', 'libs/server/billing/src/x.int.spec.ts', "export { prepareTestDatabase } from '@coaching/server-core/testing';"],
  ['the api imports contexts by their main entries', 'apps/api/src/x.ts', "export { BillingModule } from '@coaching/server-billing';\nexport { CatalogueModule } from '@coaching/server-catalogue';"],
  ['an api test imports the sandbox\'s testing entry', 'apps/api/src/x.int.spec.ts', "export { cardToken, startSandbox } from '@coaching/sandbox/testing';"],
  ['web imports contracts and the theme', 'apps/web/src/x.tsx', "export { Messages } from '@coaching/contracts';\nexport { theme } from '@coaching/web-theme';"],
  ['a web test uses a Node built-in', 'apps/web/src/x.spec.ts', "export { webcrypto } from 'node:crypto';"],
  ['a relative import inside the project', 'apps/api/src/a/b/x.ts', "export * from '../../testing/test-api';"],
  ['an e2e test imports the repo\'s tools, which belong to no project', 'apps/admin/e2e/x.e2e.ts', "export * from '../../../tools/e2e/browser';"],
];

describe('import boundaries', () => {
  let planted: LintMessage[][];

  beforeAll(() => {
    planted = lint({ texts: [...refused, ...accepted].map(([, filePath, code]) => ({ filePath, code })) }).texts;
  });

  it.each(refused.map((c, index) => [...c, index] as const))('refuses: %s', (_what, _filePath, _code, index) => {
    expect(planted[index].length).toBeGreaterThan(0);
    for (const message of planted[index]) expect(BOUNDARY_RULES).toContain(message.ruleId);
  });

  it.each(accepted.map((c, index) => [...c, refused.length + index] as const))('accepts: %s', (_what, _filePath, _code, index) => {
    expect(planted[index]).toEqual([]);
  });

  it('says what is allowed instead', () => {
    const mainEntry = planted[refused.findIndex(([what]) => what.includes('main entry'))];
    expect(mainEntry).toEqual([expect.objectContaining({ message: expect.stringContaining('may import only @coaching/server-catalogue/queries') })]);
    const relative = planted[refused.findIndex(([what]) => what.includes('into the sandbox'))];
    expect(relative).toEqual([{ ruleId: 'coaching/no-relative-import-across-projects', message: expect.stringContaining('reaches into @coaching/sandbox (apps/sandbox)') }]);
  });

  it('refuses a table that names a context which publishes no queries', () => {
    const script = [
      "import { allowedImports, workspaceProjects } from './tools/lint/import-boundaries.mjs';",
      // Every context publishes ./queries today: the fixture takes the backoffice's away.
      "const projects = workspaceProjects().map((p) => (p.dir === 'libs/server/backoffice' ? { ...p, entries: p.entries.filter((e) => !e.endsWith('/queries')) } : p));",
      "try { allowedImports(projects, { billing: ['backoffice'] }); } catch (error) { console.log(error.message); }",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' });
    expect(output).toContain('billing reads backoffice, but libs/server/backoffice/package.json publishes no "./queries" entry');
  });

  it('refuses a table whose pair points up the layers, or that leaves a context without a layer', () => {
    const script = [
      "import { allowedImports, workspaceProjects } from './tools/lint/import-boundaries.mjs';",
      "import { CONTEXT_LAYERS } from './tools/lint/context-boundaries.mjs';",
      "const attempt = (...args) => { try { allowedImports(workspaceProjects(), ...args); console.log('accepted'); } catch (error) { console.log(error.message); } };",
      "attempt({ identity: ['billing'] });",
      "attempt({}, { billing: ['lessons'] });",
      "attempt({}, {}, { camp: ['lessons'] });",
      "attempt(undefined, undefined, undefined, { ...CONTEXT_LAYERS, trials: undefined });",
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
    expect(output).toEqual([
      expect.stringContaining('identity (layer 1) reads billing (layer 2): a context depends only on lower layers'),
      expect.stringContaining('billing (layer 2) sends commands to lessons (layer 3)'),
      expect.stringContaining('camp (layer 3) subscribes to the events of lessons (layer 3)'),
      expect.stringContaining("give the context 'trials' a layer in CONTEXT_LAYERS"),
    ]);
  });
});
