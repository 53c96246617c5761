import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { formatDateTime } from '@coaching/web-theme';
import type { ParkedReactionDto } from '@coaching/contracts';
import { DataTable, List, SelectInput, useTranslate } from 'react-admin';
import { ResourceEmpty } from '../layout/ResourceEmpty';
import { ReplayButton } from './ReplayButton';

const stateChoices = [
  { id: false, name: 'resources.parked-reactions.state.open' },
  { id: true, name: 'resources.parked-reactions.state.resolved' },
];

const filters = [<SelectInput key="resolved" source="resolved" choices={stateChoices} emptyText="resources.parked-reactions.state.all" alwaysOn sx={{ minWidth: 160 }} />];

const StateChip = ({ record }: { record: ParkedReactionDto }) => {
  const translate = useTranslate();
  return record.resolved_at ? (
    <Chip size="small" color="success" variant="outlined" label={translate('resources.parked-reactions.state.resolved')} />
  ) : (
    <Chip size="small" color="error" label={translate('resources.parked-reactions.state.open')} />
  );
};

const noWrap = { whiteSpace: 'nowrap' } as const;

/** The error in one line: the whole text shows on hover. */
const ErrorText = ({ error }: { error: string }) => (
  <Box component="span" title={error} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}>
    {error}
  </Box>
);

/** Reactions the worker gave up on after its last attempt (admins only): what failed, why, and a replay. */
export const ParkedReactionList = () => (
  <List<ParkedReactionDto>
    filters={filters}
    filterDefaultValues={{ resolved: false }}
    sort={{ field: 'parked_at', order: 'DESC' }}
    empty={<ResourceEmpty resource="parked-reactions" icon={<TaskAltIcon />} />}
  >
    <DataTable<ParkedReactionDto> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="parked_at" render={record => formatDateTime(record.parked_at)} sx={noWrap} />
      <DataTable.Col source="reactor" sx={noWrap} />
      <DataTable.Col source="event_type" disableSort sx={noWrap} />
      <DataTable.Col source="stream_id" disableSort sx={noWrap} />
      <DataTable.Col source="attempts" />
      <DataTable.Col source="error" disableSort cellSx={() => ({ width: '100%', maxWidth: 0 })} render={record => <ErrorText error={record.error} />} />
      <DataTable.Col source="resolved_at" disableSort render={(record: ParkedReactionDto) => <StateChip record={record} />} sx={noWrap} />
      <DataTable.Col label="" disableSort render={() => <ReplayButton />} />
    </DataTable>
  </List>
);
