import Alert from '@mui/material/Alert';
import type { AdminCoach } from '@coaching/contracts';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';

/**
 * A coach's "コーチ" menu item: the server lists only the coach's own record, so it opens at once, with their hours and
 * their calendar address. Never a list a coach has to search.
 */
export const OwnCoachRecord = () => {
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<AdminCoach>('coaches', { pagination: { page: 1, perPage: 1 }, sort: { field: 'name', order: 'ASC' } });
  if (isPending) return <Loading />;
  if (error || !data?.[0]) return <Alert severity="error" sx={{ m: 2 }}>{translate('resources.coaches.own_missing')}</Alert>;
  return <Navigate to={`/coaches/${data[0].id}`} replace />;
};
