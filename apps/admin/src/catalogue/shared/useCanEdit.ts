import { usePermissions } from 'react-admin';

/** Only the admin role edits the catalogue; support staff read it (the API answers 403 otherwise). */
export function useCanEdit(): boolean {
  const { permissions } = usePermissions<string | null>();
  return permissions === 'admin';
}
