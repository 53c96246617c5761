import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { API_CONTRACT, type ApiContractSpec, GuardianGuard, MemberGuard, OperatorGuard, routeChangesData } from '@coaching/server-core';

/** Who may call a route, as its guards say. */
export type Audience = 'anyone' | 'member' | 'operator';

/** One route as the router serves it, with what its handler declared. */
export interface DescribedRoute {
  method: string;
  /** Express spelling: `/api/plans/:planId/purchase`. */
  path: string;
  controller: string;
  handler: string;
  audience: Audience;
  /** Operator roles the route names (none: every operator role the guard lets in). */
  roles: string[];
  /** Needs the `X-XSRF-TOKEN` header and a same-site origin (ChangeRequestGuard). */
  changesData: boolean;
  /** The status of a success, when the handler sets one (`@HttpCode`). */
  status?: number;
  contract: ApiContractSpec;
}

const OPERATOR_ROLES = 'coaching:operator-roles';

const joinPath = (...parts: string[]) => `/${parts.map((part) => part.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;

/**
 * Every controller method the Nest app routes, found through its own metadata (controller and method paths,
 * method, guards, `@HttpCode`, `@ApiContract`): the same metadata Nest's router registers the routes from.
 */
export function describedRoutes(discovery: DiscoveryService, reflector: Reflector): DescribedRoute[] {
  const scanner = new MetadataScanner();
  const routes: DescribedRoute[] = [];
  for (const wrapper of discovery.getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
    if (!controller) continue;
    const bases = ([] as string[]).concat(Reflect.getMetadata(PATH_METADATA, controller) ?? '/');
    const controllerGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, controller) ?? [];
    for (const name of scanner.getAllMethodNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, (...args: unknown[]) => unknown>)[name];
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      const ownPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
      if (method === undefined || ownPaths === undefined) continue;
      const guards = [...controllerGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[]) ?? [])];
      const audience: Audience = guards.includes(OperatorGuard) ? 'operator' : guards.includes(MemberGuard) || guards.includes(GuardianGuard) ? 'member' : 'anyone';
      const roles = reflector.getAllAndOverride<string[] | undefined>(OPERATOR_ROLES, [handler, controller]) ?? [];
      for (const base of bases) {
        for (const own of ([] as string[]).concat(ownPaths)) {
          routes.push({
            method: RequestMethod[method],
            path: joinPath(base, own),
            controller: controller.name,
            handler: name,
            audience,
            roles,
            changesData: routeChangesData(reflector, handler),
            status: Reflect.getMetadata(HTTP_CODE_METADATA, handler) as number | undefined,
            contract: (Reflect.getMetadata(API_CONTRACT, handler) as ApiContractSpec | undefined) ?? {},
          });
        }
      }
    }
  }
  return routes;
}

/** Answered on the fast path, ahead of Express and Nest (ADR 0017): described here, since no controller declares them. */
export const FAST_PATH_ROUTES: ReadonlyArray<{ method: string; path: string; summary: string }> = [
  { method: 'GET', path: '/api/health', summary: 'api の生存確認（PostgreSQL と Redis）。fast path が答える' },
  { method: 'HEAD', path: '/api/health', summary: 'api の生存確認（本文なし）。fast path が答える' },
];
