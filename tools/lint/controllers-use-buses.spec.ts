import { lintTexts, type LintMessage, type LintOutput } from './lint-texts-runner';

// "Controllers talk to the buses only" (tools/lint/controllers-use-buses.mjs) as the repo's eslint.config.mjs
// enforces it: planted controllers that reach for the database are refused, and every controller in the tree passes.

const RULE = 'no-restricted-syntax';

const lint = (input: Parameters<typeof lintTexts>[1]): LintOutput => lintTexts([RULE], input);

type Case = [what: string, filePath: string, code: string];

const controller = (imports: string, constructorArgs: string) =>
  `${imports}\nimport { Controller } from '@nestjs/common';\n@Controller('x')\nexport class XController {\n  constructor(${constructorArgs}) {}\n}\n`;

const refused: Case[] = [
  [
    'a controller injects the EntityManager',
    'libs/server/billing/src/http/x.controller.ts',
    controller("import { EntityManager } from '@mikro-orm/postgresql';", 'private readonly em: EntityManager'),
  ],
  ['a controller imports the EntityManager type from @mikro-orm/core', 'libs/server/lessons/src/http/x.controller.ts', controller("import type { EntityManager } from '@mikro-orm/core';", '')],
  ['a controller injects MikroORM', 'apps/api/src/x/x.controller.ts', controller("import { MikroORM } from '@mikro-orm/postgresql';", 'private readonly orm: MikroORM')],
  [
    'a controller takes an EntityManager re-exported by a file of its own',
    'libs/server/content/src/http/x.controller.ts',
    controller("import { EntityManager } from './database';", 'private readonly em: EntityManager'),
  ],
  ["a controller runs SQL through core's helper", 'libs/server/identity/src/http/x.controller.ts', controller("import { sql } from '@coaching/server-core';\nexport const run = sql;", '')],
];

const accepted: Case[] = [
  [
    'a controller sends queries and commands',
    'libs/server/billing/src/http/x.controller.ts',
    controller("import { CommandBus, QueryBus } from '@nestjs/cqrs';\nimport { parseWith, uuidOf } from '@coaching/server-core';\nexport { parseWith, uuidOf };", 'private readonly commands: CommandBus, private readonly queries: QueryBus'),
  ],
  [
    'a query handler reads with the EntityManager',
    'libs/server/billing/src/queries/x.handler.ts',
    "import { EntityManager } from '@mikro-orm/postgresql';\nimport { sql } from '@coaching/server-core';\nexport const read = (em: EntityManager) => sql(em, 'select 1');\n",
  ],
];

describe('controllers talk to the buses only', () => {
  let planted: LintMessage[][];

  beforeAll(() => {
    planted = lint({ texts: [...refused, ...accepted].map(([, filePath, code]) => ({ filePath, code })) }).texts;
  });

  it.each(refused.map((c, index) => [...c, index] as const))('refuses: %s', (_what, _filePath, _code, index) => {
    expect(planted[index].length).toBeGreaterThan(0);
    for (const message of planted[index]) {
      expect(message.ruleId).toBe(RULE);
      expect(message.message).toContain('A controller sends queries and commands only');
    }
  });

  it.each(accepted.map((c, index) => [...c, refused.length + index] as const))('accepts: %s', (_what, _filePath, _code, index) => {
    expect(planted[index]).toEqual([]);
  });

  it('passes on every controller in the tree', () => {
    expect(lint({ files: ['apps/**/*.controller.ts', 'libs/**/*.controller.ts'] }).files).toEqual([]);
  });
});
