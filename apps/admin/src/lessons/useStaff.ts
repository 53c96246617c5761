import { STAFF_ROLES, type OperatorRole } from '@coaching/contracts';
import { usePermissions } from 'react-admin';

/** Admin and support see and do everything; a coach only their own lessons and students (the server checks it too). */
export function useIsStaff(): boolean {
  const { permissions } = usePermissions<OperatorRole | null>();
  return (STAFF_ROLES as readonly string[]).includes(permissions ?? '');
}
