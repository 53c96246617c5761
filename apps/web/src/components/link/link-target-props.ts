import { currentOrigin, internalPath } from '../../lib/link-target';

export interface LinkTargetProps {
  href: string;
  /** Opens in a new tab (external pages such as the operating company). */
  newTab?: boolean;
}

/**
 * Props that make an MUI component a router link or a plain anchor (spec §2 "Link button").
 * Returned as a discriminated shape so callers can spread it into `component`/`to`/`href`.
 */
export function linkTarget({ href, newTab }: LinkTargetProps) {
  const to = newTab ? null : internalPath(href, currentOrigin());
  if (to !== null) return { kind: 'router' as const, to };
  return {
    kind: 'anchor' as const,
    href,
    ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  };
}
