import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { type AdminTrial, TRIAL_GAMES, TRIAL_STATUS_LABELS, TRIAL_STATUSES } from '@coaching/contracts';
import { formatDateTime, formatDayTimeWithWeekday } from '@coaching/web-theme';
import { DataTable, DateInput, List, SelectInput, SimpleList } from 'react-admin';
import { CoachTrialConversionTable } from './CoachTrialConversionTable';
import { TrialConversionCard } from './TrialConversionCard';
import { TrialStatusField } from './TrialStatusField';

const gameName = (id: number) => TRIAL_GAMES.find((g) => g.id === id)?.name ?? String(id);
const trialFilters = [
  <SelectInput key="status" source="status" choices={TRIAL_STATUSES.map((id) => ({ id, name: TRIAL_STATUS_LABELS[id] }))} emptyText="resources.trials.filters.all" alwaysOn sx={{ minWidth: 150 }} />,
  <SelectInput key="game_id" source="game_id" choices={TRIAL_GAMES.map((g) => ({ id: g.id, name: g.name }))} emptyText="resources.trials.filters.all_games" alwaysOn sx={{ minWidth: 170 }} />,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];
const noWrap = { whiteSpace: 'nowrap' } as const;

const MemberCell = ({ record }: { record: AdminTrial }) => (
  <Box sx={{ minWidth: '9em', maxWidth: '18em' }}>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {record.member_name}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="p" title={record.email} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {record.email}
    </Typography>
  </Box>
);

const TrialTable = () => (
  <DataTable<AdminTrial> rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="starts_at" render={(record) => formatDayTimeWithWeekday(record.started_at)} sx={noWrap} />
    <DataTable.Col source="member_name" disableSort render={(record) => <MemberCell record={record as AdminTrial} />} />
    <DataTable.Col source="game_id" disableSort render={(record) => gameName(record.game_id)} sx={noWrap} />
    <DataTable.Col source="coach_name" disableSort render={(record) => record.coach_name ?? '—'} sx={noWrap} />
    <DataTable.Col source="status" field={TrialStatusField} />
    <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} sx={noWrap} />
  </DataTable>
);

const TrialSimpleList = () => (
  <SimpleList<AdminTrial>
    linkType="show"
    primaryText={(record) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, fontWeight: 700, flexWrap: 'wrap' }}>
        {record.member_name}
        <TrialStatusField />
      </Box>
    )}
    secondaryText={(record) => `${gameName(record.game_id)}・${record.coach_name ?? '—'}`}
    tertiaryText={(record) => formatDayTimeWithWeekday(record.started_at)}
  />
);

/** Trial bookings (member, game, slot, status, conversion), the conversion rate of a period and per coach and month. */
export const TrialList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <Box sx={{ mt: 2 }}>
        <TrialConversionCard />
        <CoachTrialConversionTable />
      </Box>
      <List<AdminTrial> sort={{ field: 'starts_at', order: 'DESC' }} perPage={25} filters={trialFilters} exporter={false} actions={false}>
        {isSmall ? <TrialSimpleList /> : <TrialTable />}
      </List>
    </>
  );
};
