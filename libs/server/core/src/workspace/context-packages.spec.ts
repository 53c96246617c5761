import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findContextPackages, findWorkspaceRoot } from './context-packages';

describe('context packages', () => {
  let root: string;
  const write = (path: string, json: unknown) => {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(json));
  };

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'context-packages-'));
    write('package.json', { name: 'fixture', workspaces: ['apps/*', 'libs/*', 'libs/server/*', 'tools/single'] });
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('finds the packages that declare a context, sorted by context, whatever the folders', () => {
    write('libs/server/zeta/package.json', { name: '@fx/server-zeta', coaching: { context: 'alpha' } });
    write('libs/server/beta/package.json', { name: '@fx/server-beta', coaching: { context: 'beta' }, exports: { './migrations': {} } });
    write('libs/server/core/package.json', { name: '@fx/server-core' });
    write('libs/contracts/package.json', { name: '@fx/contracts' });
    write('apps/api/package.json', { name: '@fx/api' });
    write('tools/single/package.json', { name: '@fx/single', coaching: { context: 'single' } });
    mkdirSync(join(root, 'libs/server/empty-folder'));

    const found = findContextPackages(root);
    expect(found.map((p) => [p.context, p.packageName])).toEqual([
      ['alpha', '@fx/server-zeta'],
      ['beta', '@fx/server-beta'],
      ['single', '@fx/single'],
    ]);
    expect(found[0].directory).toBe(join(root, 'libs/server/zeta'));
    expect(Object.keys(found[1].exports)).toEqual(['./migrations']);
  });

  it('refuses two packages declaring one context', () => {
    write('libs/server/a/package.json', { name: '@fx/a', coaching: { context: 'billing' } });
    write('libs/server/b/package.json', { name: '@fx/b', coaching: { context: 'billing' } });
    expect(() => findContextPackages(root)).toThrow('Context "billing" is declared by both @fx/a and @fx/b');
  });

  it('refuses a malformed context name and a workspace pattern it cannot read', () => {
    write('libs/server/a/package.json', { name: '@fx/a', coaching: { context: 'Billing' } });
    expect(() => findContextPackages(root)).toThrow(/must be a lower-case name/);
    write('package.json', { name: 'fixture', workspaces: ['libs/**'] });
    expect(() => findContextPackages(root)).toThrow(/Unsupported workspace pattern "libs\/\*\*"/);
  });

  it('finds this repository and its contexts from core', () => {
    const repo = findWorkspaceRoot();
    const found = findContextPackages(repo).map((p) => `${p.context} ${p.packageName}`);
    expect([...found].sort()).toEqual(found);
    // New contexts join the list; these are known to be there.
    expect(found).toEqual(expect.arrayContaining([
      'backoffice @coaching/server-backoffice',
      'billing @coaching/server-billing',
      'catalogue @coaching/server-catalogue',
      'content @coaching/server-content',
      'identity @coaching/server-identity',
      'lessons @coaching/server-lessons',
      'camp @coaching/server-camp',
    ]));
  });
});
