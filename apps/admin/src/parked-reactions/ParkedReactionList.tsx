import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { formatDateTime } from '@coaching/web-theme';
import type { ParkedReactionDto } from '@coaching/contracts';
import { DataTable, List, SelectInput, SimpleList, useTranslate } from 'react-admin';
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

/** A long value in one line: the whole text shows on hover. */
const OneLine = ({ text, muted = false }: { text: string; muted?: boolean }) => (
  <Box component="span" title={text} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: muted ? 'text.secondary' : undefined }}>
    {text}
  </Box>
);

/** At most two lines, broken anywhere (ids and errors have no spaces to break at). */
const TwoLines = ({ text }: { text: string }) => (
  <Box component="span" title={text} sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', overflowWrap: 'anywhere', color: 'text.secondary' }}>
    {text}
  </Box>
);

/** The reactor, and beneath it what it reacted to: the event type and its stream. */
const Reaction = ({ record, compact = false }: { record: ParkedReactionDto; compact?: boolean }) => {
  const source = [record.event_type, record.stream_id].filter(Boolean).join(' · ');
  return (
    <Box component="span" sx={{ display: 'block', minWidth: 0 }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
        {record.reactor}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.8125rem' }}>
        {compact ? <TwoLines text={source} /> : <OneLine text={source} muted />}
      </Box>
    </Box>
  );
};

const ParkedReactionTable = () => (
  <DataTable<ParkedReactionDto> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="parked_at" render={record => formatDateTime(record.parked_at)} sx={noWrap} />
    <DataTable.Col source="reactor" cellSx={() => ({ maxWidth: 320 })} render={(record: ParkedReactionDto) => <Reaction record={record} />} />
    <DataTable.Col source="attempts" sx={noWrap} />
    <DataTable.Col source="error" disableSort cellSx={() => ({ width: '100%', maxWidth: 0, minWidth: 160 })} render={record => <OneLine text={record.error} muted />} />
    <DataTable.Col source="resolved_at" disableSort render={(record: ParkedReactionDto) => <StateChip record={record} />} sx={noWrap} />
    <DataTable.Col label="" disableSort sx={noWrap} render={() => <ReplayButton />} />
  </DataTable>
);

/** Phones get cards: what failed and why, when, and the replay. */
const ParkedReactionCards = () => (
  <SimpleList<ParkedReactionDto>
    linkType={false}
    primaryText={record => <Reaction record={record} compact />}
    secondaryText={record => (
      <>
        <TwoLines text={record.error} />
        <Box component="span" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1 }}>
          {formatDateTime(record.parked_at)}
          <ReplayButton />
        </Box>
      </>
    )}
  />
);

/** Reactions the worker gave up on after its last attempt (admins only): what failed, why, and a replay. */
export const ParkedReactionList = () => {
  const isSmall = useMediaQuery<Theme>(theme => theme.breakpoints.down('sm'));
  return (
    <List<ParkedReactionDto>
      filters={filters}
      filterDefaultValues={{ resolved: false }}
      sort={{ field: 'parked_at', order: 'DESC' }}
      exporter={false}
      actions={false}
      empty={<ResourceEmpty resource="parked-reactions" icon={<TaskAltIcon />} />}
    >
      {isSmall ? <ParkedReactionCards /> : <ParkedReactionTable />}
    </List>
  );
};
