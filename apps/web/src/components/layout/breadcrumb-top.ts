import type { CurrentUser } from '@coaching/contracts';
import { memberPaths, paths } from '../../config/paths';

/** Spec §2: the breadcrumb's top is /app for a signed-in (verified) member, / for anyone else. */
export function breadcrumbTopHref(me: Pick<CurrentUser, 'is_verified'> | null | undefined): string {
  return me?.is_verified ? memberPaths.app : paths.home;
}
