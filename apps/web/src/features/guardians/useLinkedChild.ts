import type { GuardianChild } from '@coaching/contracts';
import { useGuardianChildren } from './api/guardians';

/** One of the guardian's linked children, by link: null while the list loads; `notLinked` once it says the link is not theirs. */
export function useLinkedChild(linkId: string): { child: GuardianChild | null; name: string; notLinked: boolean } {
  const children = useGuardianChildren();
  const child = children.data?.find((c) => c.link_id === linkId) ?? null;
  return { child, name: child ? (child.name ?? child.email) : '', notLinked: Boolean(children.data && !child) };
}
