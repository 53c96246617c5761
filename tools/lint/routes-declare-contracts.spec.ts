import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { lintTexts, type LintMessage, type LintOutput } from './lint-texts-runner';

// "A route that parses its input declares it" (tools/lint/routes-declare-contracts.mjs) as the repo's eslint.config.mjs
// enforces it: planted routes that call parseWith with no @ApiContract are refused, declared ones and helpers pass,
// and every controller in the tree passes.

const ROOT = path.resolve(__dirname, '../..');
const RULE = 'no-restricted-syntax';

const lint = (input: Parameters<typeof lintTexts>[1]): LintOutput => lintTexts([RULE], input);

type Case = [what: string, code: string];

const controller = (method: string) =>
  [
    "import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';",
    "import { ApiContract, parseWith } from '@coaching/server-core';",
    "import { emailOnlySchema, messageAnswerSchema } from '@coaching/contracts';",
    "@Controller('x')",
    'export class XController {',
    method,
    '}',
    '',
  ].join('\n');

const refused: Case[] = [
  ['a POST parses its body with no @ApiContract', controller("  @Post()\n  create(@Body() body: unknown) {\n    return parseWith(emailOnlySchema, body);\n  }")],
  ['a GET parses its query with no @ApiContract', controller("  @Get()\n  async list(@Query() query: unknown) {\n    const { email } = parseWith(emailOnlySchema, query);\n    return { email };\n  }")],
  ['a PUT parses inside a nested function', controller("  @Put(':id')\n  update(@Body() body: unknown) {\n    const read = () => parseWith(emailOnlySchema, body);\n    return read();\n  }")],
];

const accepted: Case[] = [
  ['a route declares what it parses', controller("  @ApiContract({ body: emailOnlySchema, answer: messageAnswerSchema })\n  @Post()\n  create(@Body() body: unknown) {\n    return parseWith(emailOnlySchema, body);\n  }")],
  ['a route that parses nothing', controller("  @Get()\n  list() {\n    return [];\n  }")],
  ['a private helper, not a route, parses', controller("  private read(body: unknown) {\n    return parseWith(emailOnlySchema, body);\n  }")],
];

describe('a route that parses its input declares it with @ApiContract', () => {
  let planted: LintMessage[][];

  beforeAll(() => {
    planted = lint({ texts: [...refused, ...accepted].map(([, code], index) => ({ filePath: `libs/server/content/src/http/x${index}.controller.ts`, code })) }).texts;
  });

  it.each(refused.map((c, index) => [...c, index] as const))('refuses: %s', (_what, _code, index) => {
    expect(planted[index].map((m) => [m.ruleId, m.message.slice(0, 40)])).toEqual([[RULE, 'A route that parses its input with parse']]);
  });

  it.each(accepted.map((c, index) => [...c, refused.length + index] as const))('accepts: %s', (_what, _code, index) => {
    expect(planted[index]).toEqual([]);
  });

  it('passes every controller in the tree', () => {
    const files = execFileSync('git', ['ls-files', '*.controller.ts'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(files.length).toBeGreaterThan(50);
    const { files: linted } = lint({ files });
    expect(linted.filter((f) => f.messages.length).map((f) => [path.relative(ROOT, f.filePath), f.messages.map((m) => m.message)])).toEqual([]);
  });
});
