import type { AdminGroup, AdminStudent } from '@coaching/contracts';
import { AutocompleteInput, useGetList, type AutocompleteInputProps } from 'react-admin';

const label = (name: string | null, email: string) => (name ? `${name}（${email}）` : email);

/**
 * A group member: the group's own members (whether or not they hold a plan of their own) and every member with a
 * running subscription (the `students` resource), each once.
 */
export const GroupMemberInput = ({ group, ...props }: Omit<AutocompleteInputProps, 'choices'> & { group: AdminGroup | undefined }) => {
  // The group is passed in: inside the form's iterator the record context is the member row, not the group.
  const { data = [], isPending } = useGetList<AdminStudent>('students', { pagination: { page: 1, perPage: 500 }, sort: { field: 'starts_at', order: 'DESC' } });
  const choices = new Map<string, { id: string; name: string }>();
  for (const m of group?.members ?? []) choices.set(m.member_id, { id: m.member_id, name: label(m.name, m.email) });
  for (const s of data) if (!choices.has(s.member.id)) choices.set(s.member.id, { id: s.member.id, name: label(s.member.name, s.member.email) });
  return <AutocompleteInput {...props} choices={[...choices.values()]} isPending={isPending && !group} />;
};
