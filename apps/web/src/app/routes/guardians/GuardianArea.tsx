import { PublicLayout } from '../../../components/layout/PublicLayout';
import { RequireAccount } from '../../../features/auth/components/RequireMember';

/** Every guardian route (issue 31): the guardian guard, then the site's header and footer (one lazy chunk). */
export function GuardianArea() {
  return (
    <RequireAccount kind="guardian">
      <PublicLayout />
    </RequireAccount>
  );
}
