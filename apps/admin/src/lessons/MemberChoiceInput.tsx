import type { AdminStudent } from '@coaching/contracts';
import { AutocompleteInput, useGetList, type AutocompleteInputProps } from 'react-admin';

/**
 * A member among the running subscriptions (the `students` resource, whose ids are subscriptions): the
 * schedule form and the lesson filter take the member's id. A coach is offered only their own students.
 */
export const MemberChoiceInput = (props: Omit<AutocompleteInputProps, 'choices'>) => {
  const { data = [], isPending } = useGetList<AdminStudent>('students', { pagination: { page: 1, perPage: 500 }, sort: { field: 'starts_at', order: 'DESC' } });
  const seen = new Set<string>();
  const choices = data
    .filter((s) => !seen.has(s.member.id) && seen.add(s.member.id))
    .map((s) => ({ id: s.member.id, name: s.member.name ? `${s.member.name}（${s.member.email}）` : s.member.email, coach: s.coach?.name ?? null }));
  return <AutocompleteInput {...props} choices={choices} isPending={isPending} />;
};
