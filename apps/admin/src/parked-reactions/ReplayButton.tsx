import ReplayIcon from '@mui/icons-material/Replay';
import type { ParkedReactionDto } from '@coaching/contracts';
import { useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';

/** Once the cause is fixed (a bug deployed, a service back): try the parked reaction again, after a confirmation. */
export const ReplayButton = () => {
  const record = useRecordContext<ParkedReactionDto>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record || record.resolved_at) return null;
  return (
    <ConfirmedActionButton
      label="resources.parked-reactions.replay.action"
      confirmTitle="resources.parked-reactions.replay.confirm_title"
      confirmContent="resources.parked-reactions.replay.confirm_content"
      contentOptions={{ reactor: record.reactor }}
      done="resources.parked-reactions.replay.done"
      icon={<ReplayIcon />}
      variant="outlined"
      size="small"
      run={() => dataProvider.replayParkedReaction(record.id)}
    />
  );
};
