// Controllers talk to the buses only (docs/architecture.md, "One context shape"): a `*.controller.ts` sends queries
// and commands through the QueryBus and CommandBus and keeps to HTTP (parse the request, path ids with core's
// `rowIdOf`/`uuidOf`, status, headers, streams). It imports nothing of MikroORM, names no EntityManager and runs no
// SQL through core's helpers: a read or a write belongs to a query or command handler of its context.
// tools/lint/controllers-use-buses.spec.ts plants violations to prove each is refused.

const WHY = 'A controller sends queries and commands only (QueryBus, CommandBus): move the read or write into a query or command handler of its context.';

/** `also`: other `no-restricted-syntax` entries for controllers (a later config would replace this rule's list, not add to it). */
export function controllersUseBuses(also = []) {
  return {
    files: ['**/*.controller.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/^@mikro-orm/]', message: `A controller imports nothing of MikroORM. ${WHY}` },
        { selector: 'Identifier[name=/^(EntityManager|SqlEntityManager|MikroORM|EntityRepository)$/]', message: `A controller uses no EntityManager. ${WHY}` },
        {
          selector: "ImportDeclaration[source.value='@coaching/server-core'] ImportSpecifier[imported.name=/^(sql|sqlTransaction|inTransaction|enqueueInOutbox)$/]",
          message: `A controller runs no SQL. ${WHY}`,
        },
        ...also,
      ],
    },
  };
}
