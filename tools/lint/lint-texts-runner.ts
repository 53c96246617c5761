import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The lint specs' way into the repo's own eslint.config.mjs: lint-texts.mjs lints planted texts (as if they were the
// files they name) and real files, with only the rules a spec is about, in a process of its own.

const ROOT = path.resolve(__dirname, '../..');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

export interface LintOutput {
  texts: LintMessage[][];
  files: { filePath: string; messages: LintMessage[] }[];
}

/** Lints `texts` (code under a path that need not exist) and `files` (paths in the tree) with `rules` only. */
export function lintTexts(rules: string[], input: { texts?: { filePath: string; code: string }[]; files?: string[] }): LintOutput {
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-texts.mjs')], {
    cwd: ROOT,
    input: JSON.stringify({ ...input, rules }),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as LintOutput;
}
