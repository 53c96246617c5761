import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import { formatDateTime } from '@coaching/web-theme';
import type { AuditEntry } from '@coaching/contracts';
import { AutocompleteInput, DataTable, DateInput, List, ReferenceInput, SelectInput, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { ResourceEmpty } from '../layout/ResourceEmpty';
import { ADMIN_API_URL } from '../providers/http';

/** The event types an operator causes most, for the type filter (a line is found by any of its action's types; the log itself names every type). */
const TYPES = [
  'OperatorSignedIn',
  'OperatorSignedOut',
  'OperatorSignInFailed',
  'OperatorCreated',
  'OperatorRoleChanged',
  'OperatorDeactivated',
  'OperatorReactivated',
  'OperatorPasswordReset',
  'OperatorPasswordSet',
  'LessonScheduled',
  'LessonRescheduled',
  'LessonCancelledBySchool',
  'LessonAttended',
  'LessonMissed',
  'TransferReceived',
  'CampApplicationCancelled',
  'CampRefunded',
  'TrialCancelled',
  'MemberSuspended',
  'RefundRequested',
  'RefundApproved',
  'OrderRefunded',
  'StudentCoachAssigned',
  'StudentCoachUnassigned',
  'CoachChanged',
  'GroupChanged',
  'KarteNoteWritten',
  'NewsPublished',
  'CouponCreated',
  'CouponChanged',
  'PlanChanged',
  'ContactHandled',
] as const;
const typeChoices = TYPES.map((type) => ({ id: type, name: `resources.audit-log.types.${type}` }));

const filters = [
  <ReferenceInput key="operator" source="operator_id" reference="operators" sort={{ field: 'name', order: 'ASC' }} perPage={200} alwaysOn>
    <AutocompleteInput optionText="name" label="resources.audit-log.fields.operator_name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <SelectInput key="type" source="event_type" choices={typeChoices} emptyText="resources.audit-log.all_types" alwaysOn sx={{ minWidth: 220 }} />,
];

/** The same filters as the screen, as a CSV file (downloaded with the operator's session cookie). */
const CsvButton = () => {
  const translate = useTranslate();
  const { filterValues, total } = useListContext<AuditEntry>();
  const href = `${ADMIN_API_URL}/audit-log/export.csv?filter=${encodeURIComponent(JSON.stringify(filterValues ?? {}))}`;
  return (
    <Button component="a" href={href} download="audit-log.csv" size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={!total}>
      {translate('resources.audit-log.csv')}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <CsvButton />
  </TopToolbar>
);

const Subject = ({ record }: { record: AuditEntry }) => {
  const translate = useTranslate();
  const kind = translate(`resources.audit-log.streams.${record.stream_type}`, { _: record.stream_type });
  return (
    <Box component="span" title={record.stream_id} sx={{ display: 'block', maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      <Chip size="small" variant="outlined" label={kind} sx={{ mr: 1 }} />
      {/* A sign-in's own stream says nothing more; any other names the record acted on. */}
      {record.stream_type !== 'operator-access' && (
        <Typography component="span" variant="caption" color="text.secondary">
          {record.stream_id}
        </Typography>
      )}
    </Box>
  );
};

/** Who did what and when (admins only): every operator action recorded as an event, sign-ins and failed sign-ins. */
export const AuditLogList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AuditEntry> filters={filters} sort={{ field: 'recorded_at', order: 'DESC' }} perPage={50} exporter={false} actions={<Actions />} empty={<ResourceEmpty resource="audit-log" icon={<HistoryIcon />} />}>
      {isSmall ? (
        <SimpleList<AuditEntry> linkType={false} primaryText={(r) => r.summary} secondaryText={(r) => r.operator_name} tertiaryText={(r) => formatDateTime(r.recorded_at)} />
      ) : (
        <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="recorded_at" disableSort render={(r: AuditEntry) => formatDateTime(r.recorded_at)} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="operator_name" disableSort sx={{ whiteSpace: 'nowrap' }} render={(r: AuditEntry) => <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{r.operator_name}</Typography>} />
          <DataTable.Col source="summary" disableSort />
          <DataTable.Col source="stream_id" disableSort render={(r: AuditEntry) => <Subject record={r} />} />
        </DataTable>
      )}
    </List>
  );
};
