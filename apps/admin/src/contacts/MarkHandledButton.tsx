import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import type { ContactInquiry } from '@coaching/contracts';
import { useNotify, useRecordContext, useTranslate, useUpdate } from 'react-admin';

/** PUT { status: 'handled' }; the server stamps handled_at/handled_by and answers the updated inquiry. */
export const MarkHandledButton = () => {
  const record = useRecordContext<ContactInquiry>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<ContactInquiry>();
  if (!record) return null;

  const markHandled = () =>
    update(
      'contacts',
      { id: record.id, data: { status: 'handled' }, previousData: record },
      {
        // Wait for the server: handled_at and handled_by only exist in its answer.
        mutationMode: 'pessimistic',
        onSuccess: () => notify('resources.contacts.notifications.handled', { type: 'success' }),
        onError: error =>
          notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <Button
      variant="contained"
      size="small"
      onClick={markHandled}
      disabled={record.status === 'handled' || isPending}
      startIcon={isPending ? <CircularProgress size={16} color="inherit" /> : <TaskAltIcon />}
    >
      {translate('resources.contacts.actions.mark_handled')}
    </Button>
  );
};
