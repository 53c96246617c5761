import { MemberLayout } from '../../../components/layout/MemberLayout';
import { RequireMember } from '../../../features/auth/components/RequireMember';

/** Every member route: the guard, then the member layout (one lazy chunk). */
export function MemberArea() {
  return (
    <RequireMember>
      <MemberLayout />
    </RequireMember>
  );
}
