import Chip from '@mui/material/Chip';
import { type AdminTrial, TRIAL_STATUS_LABELS } from '@coaching/contracts';
import { useRecordContext } from 'react-admin';

const COLORS = { held: 'info', booked: 'primary', attended: 'success', no_show: 'warning', cancelled: 'default', expired: 'default', released: 'default' } as const;

/** A trial's status as a chip; a converted trial (the member bought a plan) says so beside it. */
export const TrialStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<AdminTrial>();
  if (!record) return null;
  return (
    <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
      <Chip size="small" label={TRIAL_STATUS_LABELS[record.status]} color={COLORS[record.status]} variant={record.status === 'booked' ? 'filled' : 'outlined'} />
      {record.converted && <Chip size="small" label="有料化" color="success" />}
    </span>
  );
};
