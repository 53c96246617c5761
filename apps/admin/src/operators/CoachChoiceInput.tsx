import { useQuery } from '@tanstack/react-query';
import { SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ADMIN_API_URL, httpClient } from '../providers/http';

/** A coach account's coach record: shown only for the coach role; offers the coaches without an account (and its own). */
export const CoachChoiceInput = ({ operatorId }: { operatorId?: string }) => {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' });
  const { data, isPending, error } = useQuery({
    queryKey: ['operator-coach-choices', operatorId ?? null],
    queryFn: async () => (await httpClient(`${ADMIN_API_URL}/operators/coach-choices${operatorId ? `?operator_id=${encodeURIComponent(operatorId)}` : ''}`)).json as Array<{ id: string; name: string }>,
    enabled: role === 'coach',
  });
  if (role !== 'coach') return null;
  return (
    <SelectInput
      source="coach_id"
      choices={data ?? []}
      isPending={isPending}
      helperText={error ? translate('resources.operators.coach_choices_error') : data && data.length === 0 ? translate('resources.operators.no_free_coach') : translate('resources.operators.coach_hint')}
      sx={{ minWidth: 280 }}
    />
  );
};
