#!/usr/bin/env node
// Lints code with the repo's own eslint.config.mjs, for tests of the lint rules. Reads JSON on stdin:
// `{ texts?: [{ filePath, code }], files?: [paths], rules?: [rule ids] }` (rules: run only these) and prints
// `{ texts: [[message]], files: [{ filePath, messages }] }` with each message `{ ruleId, message }`.
// A child process, because ESLint loads its config with `import()`, which jest's CommonJS runtime refuses.
import { ESLint } from 'eslint';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { texts = [], files = [], rules } = JSON.parse(input);

const eslint = new ESLint({ cwd: ROOT, ...(rules ? { ruleFilter: ({ ruleId }) => rules.includes(ruleId) } : {}) });
const messagesOf = (result) => result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
const textResults = [];
for (const { filePath, code } of texts) textResults.push(messagesOf((await eslint.lintText(code, { filePath }))[0]));
const fileResults = files.length > 0 ? await eslint.lintFiles(files) : [];
process.stdout.write(
  JSON.stringify({
    texts: textResults,
    files: fileResults.filter((result) => result.messages.length > 0).map((result) => ({ filePath: path.relative(ROOT, result.filePath), messages: messagesOf(result) })),
  }),
);
