import CancelIcon from '@mui/icons-material/EventBusyOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import { type AdminTrial, TRIAL_GAMES } from '@coaching/contracts';
import { formatDateTime, formatDayTimeWithWeekday } from '@coaching/web-theme';
import { FunctionField, Labeled, Show, SimpleShowLayout, TextField, useDataProvider, useRecordContext } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';
import { TrialStatusField } from './TrialStatusField';

/** Attendance once the trial started; the school's cancellation before it. */
const TrialActions = () => {
  const record = useRecordContext<AdminTrial>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  if (!record) return null;
  const started = Date.parse(record.started_at) <= Date.now();
  const options = { member: record.member_name, slot: formatDayTimeWithWeekday(record.started_at) };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
      {started && ['booked', 'attended', 'no_show'].includes(record.status) && (
        <>
          <ConfirmedActionButton label="resources.trials.actions.attended" confirmTitle="resources.trials.actions.attended_title" confirmContent="resources.trials.actions.attendance_content" contentOptions={options} done="resources.trials.actions.recorded" icon={<HowToRegIcon />} run={() => dataProvider.recordTrialAttendance(record.id, true)} />
          <ConfirmedActionButton variant="outlined" label="resources.trials.actions.no_show" confirmTitle="resources.trials.actions.no_show_title" confirmContent="resources.trials.actions.attendance_content" contentOptions={options} done="resources.trials.actions.recorded" icon={<PersonOffIcon />} run={() => dataProvider.recordTrialAttendance(record.id, false)} />
        </>
      )}
      {!started && record.status === 'booked' && (
        <ConfirmedActionButton variant="outlined" label="resources.trials.actions.cancel" confirmTitle="resources.trials.actions.cancel_title" confirmContent="resources.trials.actions.cancel_content" contentOptions={options} done="resources.trials.actions.cancelled" icon={<CancelIcon />} run={() => dataProvider.cancelTrial(record.id)} />
      )}
    </Box>
  );
};

export const TrialShow = () => (
  <Show>
    <SimpleShowLayout>
      <FunctionField<AdminTrial> source="starts_at" render={(r) => `${formatDayTimeWithWeekday(r.started_at)}〜（60分）`} />
      <TextField source="member_name" />
      <TextField source="email" />
      <FunctionField<AdminTrial> source="game_id" render={(r) => TRIAL_GAMES.find((g) => g.id === r.game_id)?.name ?? r.game_id} />
      <FunctionField<AdminTrial> source="coach_name" render={(r) => r.coach_name ?? '—'} />
      <Labeled label="resources.trials.fields.status">
        <TrialStatusField />
      </Labeled>
      <FunctionField<AdminTrial> source="created_at" render={(r) => formatDateTime(r.created_at)} />
      <TrialActions />
    </SimpleShowLayout>
  </Show>
);
