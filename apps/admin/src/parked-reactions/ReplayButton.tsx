import Button from '@mui/material/Button';
import ReplayIcon from '@mui/icons-material/Replay';
import type { ParkedReactionDto } from '@coaching/contracts';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Once the cause is fixed (a bug deployed, a service back): try the parked reaction again, after a confirmation. */
export const ReplayButton = () => {
  const record = useRecordContext<ParkedReactionDto>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [isPending, setPending] = useState(false);
  if (!record || record.resolved_at) return null;

  const replay = async () => {
    setPending(true);
    try {
      await dataProvider.replayParkedReaction(record.id);
      notify('resources.parked-reactions.replay.done', { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPending(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ReplayIcon />}
        disabled={isPending}
        onClick={event => {
          event.stopPropagation();
          setConfirming(true);
        }}
      >
        {translate('resources.parked-reactions.replay.action')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="resources.parked-reactions.replay.confirm_title"
        content="resources.parked-reactions.replay.confirm_content"
        contentTranslateOptions={{ reactor: record.reactor }}
        confirm="resources.parked-reactions.replay.action"
        onConfirm={() => void replay()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
