// A route that parses its input declares it (ADR 0045): a controller method with a route decorator (@Get, @Post,
// @Put, @Patch, @Delete) whose body calls `parseWith` must carry `@ApiContract`, so the OpenAPI document is generated
// with the schema the handler really parses. tools/lint/routes-declare-contracts.spec.ts plants violations.

const ROUTE = "Decorator > CallExpression[callee.name=/^(Get|Post|Put|Patch|Delete|All)$/]";
const CONTRACT = "Decorator > CallExpression[callee.name='ApiContract']";

/** `no-restricted-syntax` entries for controllers (merged with the buses rule's, which owns the same rule). */
export const routesDeclareContracts = () => [
  {
    selector: `MethodDefinition:has(${ROUTE}):not(:has(${CONTRACT})):has(CallExpression[callee.name='parseWith'])`,
    message: 'A route that parses its input with parseWith declares it with @ApiContract({ body | query, answer }) (ADR 0045): the OpenAPI document is generated from the declaration.',
  },
];
