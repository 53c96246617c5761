import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { CONTEXT_COMMAND_SENDS, CONTEXT_EVENT_SUBSCRIPTIONS, CONTEXT_LAYERS, CONTEXT_QUERY_READS } from './context-boundaries.mjs';
import { noRelativeImportAcrossProjects } from './no-relative-import-across-projects.mjs';

// The import boundaries of docs/architecture.md ("Boundaries") as ESLint config: one `no-restricted-imports`
// block per workspace project, generated from the projects' package.json (what each one publishes in
// `exports`) and the context table in context-boundaries.mjs, plus a rule that keeps relative imports inside
// their project. What a project may import from the workspace is an allow-list: anything else `@coaching/*`,
// including another package's files (`@coaching/x/src/...`), is refused.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCE_FILES = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';
/** Test code: may also use the `./testing` entries (test databases, an in-process sandbox). */
const TEST_FILES = ['**/*.spec.{ts,tsx}', '**/testing/**', '**/e2e/**', '**/*.e2e.ts'];
const TESTING_ENTRY = /\/testing$/;
/** What a context publishes to other server code: its query classes, command classes and event types. */
const PUBLISHED_ENTRY = /^@coaching\/server-[a-z-]+\/(?:queries|commands|events)$/;

/** What each kind of project may import from the workspace, and why (shown with every refusal). */
const KINDS = {
  contracts: { why: 'Contracts cross the wire and run in the browser: they import no other workspace package.', browser: true },
  core: { why: 'Core is the platform under every context: it imports contracts only, never a context or an app.' },
  context: {
    why: 'A bounded context imports core, contracts and, for the pairs in tools/lint/context-boundaries.mjs, another context\'s published queries (@coaching/server-<other>/queries) and, for the senders there, its published commands (@coaching/server-<other>/commands) and, for the subscribers there, its published event types (@coaching/server-<other>/events).',
  },
  composition: {
    why: 'The composition module (libs/server/composition) is the one place that reads many contexts: it imports core, contracts and every context\'s published entries (./queries, ./commands, ./events), never a context\'s main entry or files; no context imports it.',
  },
  'server-app': { why: 'api and worker compose the contexts through the entries they publish; the sandbox only in tests.' },
  sandbox: { why: 'The sandbox stands in for outside parties and speaks only their protocols: it imports no workspace package.' },
  'web-app': { why: 'Web code runs in the browser: it imports contracts and libs/web only, never server code.', browser: true },
  'web-lib': { why: 'Web code runs in the browser: it imports contracts and libs/web only, never server code.', browser: true },
};

function kindOf(dir) {
  if (dir === 'libs/contracts') return 'contracts';
  if (dir === 'libs/server/core') return 'core';
  if (dir === 'libs/server/composition') return 'composition';
  if (dir.startsWith('libs/server/')) return 'context';
  if (dir === 'apps/api' || dir === 'apps/worker') return 'server-app';
  if (dir === 'apps/sandbox') return 'sandbox';
  if (dir === 'apps/web' || dir === 'apps/admin') return 'web-app';
  if (dir.startsWith('libs/web/')) return 'web-lib';
  throw new Error(`${dir}: no import boundary says what it may import; give it a kind in tools/lint/import-boundaries.mjs`);
}

/** The workspace projects of the root package.json (`apps/*`-style patterns), with what each one publishes. */
export function workspaceProjects(root = ROOT) {
  const { workspaces } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${parent}/${entry.name}`);
  });
  return dirs
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .sort()
    .map((dir) => {
      const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
      const exportKeys = pkg.exports && typeof pkg.exports === 'object' && Object.keys(pkg.exports).every((key) => key.startsWith('.')) ? Object.keys(pkg.exports) : ['.'];
      const entries = exportKeys.map((key) => (key === '.' ? pkg.name : `${pkg.name}/${key.slice(2)}`));
      return { dir, name: pkg.name, kind: kindOf(dir), entries };
    });
}

/** Every workspace import each project may make: `always`, and `inTests` (its `./testing` entries). */
export function allowedImports(projects, reads = CONTEXT_QUERY_READS, sends = CONTEXT_COMMAND_SENDS, subscriptions = CONTEXT_EVENT_SUBSCRIPTIONS, layers = CONTEXT_LAYERS) {
  const contexts = new Map(projects.filter((p) => p.kind === 'context').map((p) => [p.dir.slice('libs/server/'.length), p]));
  for (const name of contexts.keys()) {
    if (!Number.isInteger(layers[name])) throw new Error(`tools/lint/context-boundaries.mjs: give the context '${name}' a layer in CONTEXT_LAYERS`);
  }
  for (const [reader, readList] of Object.entries(reads)) {
    for (const name of [reader, ...readList]) {
      if (!contexts.has(name)) throw new Error(`tools/lint/context-boundaries.mjs: '${name}' is not a context (libs/server/${name})`);
    }
    for (const name of readList) {
      const queries = `${contexts.get(name).name}/queries`;
      if (name === reader) throw new Error(`tools/lint/context-boundaries.mjs: '${reader}' reads itself`);
      if (!contexts.get(name).entries.includes(queries)) {
        throw new Error(`tools/lint/context-boundaries.mjs: ${reader} reads ${name}, but ${contexts.get(name).dir}/package.json publishes no "./queries" entry`);
      }
    }
  }
  for (const [sender, sendList] of Object.entries(sends)) {
    for (const name of [sender, ...sendList]) {
      if (!contexts.has(name)) throw new Error(`tools/lint/context-boundaries.mjs: '${name}' is not a context (libs/server/${name})`);
    }
    for (const name of sendList) {
      if (name === sender) throw new Error(`tools/lint/context-boundaries.mjs: '${sender}' sends commands to itself`);
      if (!contexts.get(name).entries.includes(`${contexts.get(name).name}/commands`)) {
        throw new Error(`tools/lint/context-boundaries.mjs: ${sender} sends ${name} commands, but ${contexts.get(name).dir}/package.json publishes no "./commands" entry`);
      }
    }
  }
  for (const [subscriber, list] of Object.entries(subscriptions)) {
    for (const name of [subscriber, ...list]) {
      if (!contexts.has(name)) throw new Error(`tools/lint/context-boundaries.mjs: '${name}' is not a context (libs/server/${name})`);
    }
    for (const name of list) {
      if (name === subscriber) throw new Error(`tools/lint/context-boundaries.mjs: '${subscriber}' subscribes to its own events through ./events`);
      if (!contexts.get(name).entries.includes(`${contexts.get(name).name}/events`)) {
        throw new Error(`tools/lint/context-boundaries.mjs: ${subscriber} subscribes to ${name}'s events, but ${contexts.get(name).dir}/package.json publishes no "./events" entry`);
      }
    }
  }
  for (const [what, table] of [['reads', reads], ['sends commands to', sends], ['subscribes to the events of', subscriptions]]) {
    for (const [from, list] of Object.entries(table)) {
      for (const to of list) {
        if (contexts.has(from) && contexts.has(to) && layers[to] >= layers[from]) {
          throw new Error(`tools/lint/context-boundaries.mjs: ${from} (layer ${layers[from]}) ${what} ${to} (layer ${layers[to]}): a context depends only on lower layers; let the lower one publish the question and the higher one answer it, or compose both in libs/server/composition`);
        }
      }
    }
  }
  const entriesOf = (kinds, except) => projects.filter((p) => kinds.includes(p.kind) && p !== except).flatMap((p) => p.entries);

  return new Map(
    projects.map((project) => {
      let imports;
      switch (project.kind) {
        case 'contracts':
        case 'sandbox':
          imports = [];
          break;
        case 'core':
          imports = entriesOf(['contracts']);
          break;
        case 'context': {
          const readList = reads[project.dir.slice('libs/server/'.length)] ?? [];
          const sendList = sends[project.dir.slice('libs/server/'.length)] ?? [];
          const eventList = subscriptions[project.dir.slice('libs/server/'.length)] ?? [];
          imports = [
            ...entriesOf(['contracts', 'core']),
            ...readList.map((name) => `${contexts.get(name).name}/queries`),
            ...sendList.map((name) => `${contexts.get(name).name}/commands`),
            ...eventList.map((name) => `${contexts.get(name).name}/events`),
          ];
          break;
        }
        case 'composition':
          imports = [...entriesOf(['contracts', 'core']), ...entriesOf(['context']).filter((entry) => PUBLISHED_ENTRY.test(entry))];
          break;
        case 'server-app':
          imports = [...entriesOf(['contracts', 'core', 'context', 'composition']), ...entriesOf(['sandbox']).filter((entry) => TESTING_ENTRY.test(entry))];
          break;
        case 'web-app':
        case 'web-lib':
          imports = entriesOf(['contracts', 'web-lib'], project);
          break;
      }
      return [project.dir, { always: imports.filter((entry) => !TESTING_ENTRY.test(entry)), inTests: imports.filter((entry) => TESTING_ENTRY.test(entry)) }];
    }),
  );
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const packageOf = (specifier) => specifier.split('/').slice(0, 2).join('/');
const NODE_BUILTINS = builtinModules.filter((name) => !name.startsWith('_'));

/** `no-restricted-imports` options refusing every workspace import of a project but `allowed`. */
function restrictedImports(project, allowed, { builtins, inTests, testsAlso = [] }) {
  const byPackage = new Map();
  for (const specifier of allowed) {
    const name = packageOf(specifier);
    byPackage.set(name, [...(byPackage.get(name) ?? []), specifier.slice(name.length)]);
  }
  const listed = (allowed.length > 0 ? allowed.join(', ') : 'nothing') + (testsAlso.length > 0 ? ` (in tests also ${testsAlso.join(', ')})` : '');
  const where = inTests ? `${project.dir} (in tests)` : project.dir;
  const why = KINDS[project.kind].why;
  const others = [...byPackage.keys()].map((name) => escape(name.slice('@coaching/'.length)));
  const patterns = [
    {
      regex: others.length > 0 ? `^@coaching/(?!(?:${others.join('|')})(?:/|$))` : '^@coaching/',
      message: `${where} may import from the workspace only: ${listed}. ${why}`,
    },
    ...[...byPackage].map(([name, subpaths]) => ({
      regex: `^${escape(name)}(?!(?:${subpaths.map(escape).join('|')})$)(?:/.*)?$`,
      message: `Of ${name}, ${where} may import only ${subpaths.map((subpath) => name + subpath).join(', ')}${testsAlso.some((entry) => packageOf(entry) === name) ? ' (in tests also its ./testing entry)' : ''}. ${why}`,
    })),
  ];
  if (builtins) {
    patterns.push({
      regex: `^(?:node:|(?:${NODE_BUILTINS.map(escape).join('|')})(?:/|$))`,
      message: `${project.dir} runs in the browser: no Node built-in modules.`,
    });
  }
  return ['error', { patterns }];
}

/**
 * The flat-config blocks that hold the boundaries; spread them into eslint.config.mjs. A later block replaces
 * the rule's options for the files it matches, so each block carries its project's whole list.
 */
export function importBoundaries(root = ROOT) {
  const projects = workspaceProjects(root);
  const allowed = allowedImports(projects);
  const blocks = projects.flatMap((project) => {
    const { always, inTests } = allowed.get(project.dir);
    const inProject = (pattern) => `${project.dir}/${pattern}`;
    return [
      { name: `boundaries/${project.dir}`, files: [inProject(SOURCE_FILES)], rules: { 'no-restricted-imports': restrictedImports(project, always, { builtins: false, testsAlso: inTests }) } },
      ...(KINDS[project.kind].browser
        ? [{ name: `boundaries/${project.dir}/src`, files: [inProject(`src/${SOURCE_FILES}`)], rules: { 'no-restricted-imports': restrictedImports(project, always, { builtins: true, testsAlso: inTests }) } }]
        : []),
      {
        name: `boundaries/${project.dir}/tests`,
        files: TEST_FILES.map(inProject),
        rules: { 'no-restricted-imports': restrictedImports(project, [...always, ...inTests], { builtins: false, inTests: true }) },
      },
    ];
  });
  return [
    ...blocks,
    {
      name: 'boundaries/relative-imports',
      files: [SOURCE_FILES],
      plugins: { coaching: { rules: { 'no-relative-import-across-projects': noRelativeImportAcrossProjects } } },
      rules: {
        'coaching/no-relative-import-across-projects': ['error', { projects: projects.map((p) => ({ dir: path.join(root, p.dir), name: p.name })) }],
      },
    },
  ];
}
