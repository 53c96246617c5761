import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * A bounded-context package of the workspace: one whose package.json says `"coaching": { "context": "<name>" }`.
 * Core finds them at start-up instead of importing them, so it never depends on a context.
 */
export interface ContextPackage {
  /** The context's name, e.g. `billing`. */
  context: string;
  /** The npm name, e.g. `@coaching/server-billing`. */
  packageName: string;
  /** Absolute path of the package's folder. */
  directory: string;
  /** The package's `exports` map, to tell which optional entries (such as `./migrations`) it has. */
  exports: Record<string, unknown>;
}

interface PackageJson {
  name?: string;
  workspaces?: string[] | { packages?: string[] };
  exports?: Record<string, unknown>;
  coaching?: { context?: unknown };
}

const readPackageJson = (file: string): PackageJson => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;

const workspacePatterns = (pkg: PackageJson): string[] | undefined =>
  Array.isArray(pkg.workspaces) ? pkg.workspaces : pkg.workspaces?.packages;

/** The nearest folder at or above `from` whose package.json declares workspaces: the repository root. */
export function findWorkspaceRoot(from: string = __dirname): string {
  for (let dir = resolve(from); ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file) && workspacePatterns(readPackageJson(file))) return dir;
    if (dirname(dir) === dir) throw new Error(`No package.json with "workspaces" at or above ${from}`);
  }
}

/** The folders a workspace pattern names. Only `dir` and `dir/*` are supported, which is all npm needs here. */
function expandPattern(root: string, pattern: string): string[] {
  if (!pattern.includes('*')) return [join(root, pattern)];
  if (!/^[^*!]+\/\*$/.test(pattern)) throw new Error(`Unsupported workspace pattern "${pattern}": use "dir" or "dir/*"`);
  const parent = join(root, pattern.slice(0, -2));
  if (!existsSync(parent)) return [];
  return readdirSync(parent, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(parent, entry.name));
}

/**
 * Every context package of the workspace at `root`, sorted by context name so the answer never depends on
 * the file system's order. Two packages claiming one context name is an error.
 */
export function findContextPackages(root: string = findWorkspaceRoot()): ContextPackage[] {
  const patterns = workspacePatterns(readPackageJson(join(root, 'package.json'))) ?? [];
  const found = new Map<string, ContextPackage>();
  const directories = [...new Set(patterns.flatMap((pattern) => expandPattern(root, pattern)))].sort();
  for (const directory of directories) {
    const file = join(directory, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = readPackageJson(file);
    const context = pkg.coaching?.context;
    if (context === undefined) continue;
    if (typeof context !== 'string' || !/^[a-z][a-z0-9-]*$/.test(context)) {
      throw new Error(`${file}: "coaching.context" must be a lower-case name, got ${JSON.stringify(context)}`);
    }
    if (!pkg.name) throw new Error(`${file}: a context package needs a "name"`);
    const other = found.get(context);
    if (other) throw new Error(`Context "${context}" is declared by both ${other.packageName} and ${pkg.name}`);
    found.set(context, { context, packageName: pkg.name, directory, exports: pkg.exports ?? {} });
  }
  return [...found.values()].sort((a, b) => (a.context < b.context ? -1 : 1));
}

/**
 * Loads an entry of a context package (`./migrations`, …) the way the running code resolves packages:
 * TypeScript sources under jest (the `source` export condition), compiled JavaScript under node.
 */
export function loadContextEntry<T>(pkg: ContextPackage, entry: string, root: string = findWorkspaceRoot()): T {
  const specifier = `${pkg.packageName}/${entry.replace(/^\.\//, '')}`;
  // A computed require on purpose: core finds contexts at run time and must not import them.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(resolveFromRoot(specifier, root)) as T;
}

/**
 * The folder the context's code runs from: `src` under jest, `dist` under node. Assets that sit beside the
 * code (mail templates) are looked up there, so a build must copy them into `dist`.
 */
export function contextCodeDirectory(pkg: ContextPackage, root: string = findWorkspaceRoot()): string {
  return dirname(resolveFromRoot(pkg.packageName, root));
}

function resolveFromRoot(specifier: string, root: string): string {
  try {
    return require.resolve(specifier, { paths: [root] });
  } catch (error) {
    // Usually a new package not yet linked into node_modules, or one not built yet.
    throw new Error(`Cannot resolve ${specifier} from ${root} (run npm install, then build): ${(error as Error).message}`);
  }
}
