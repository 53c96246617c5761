import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, type AdminPayment } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import { DataTable, DateInput, FilterButton, List, ReferenceInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { PaymentEmpty } from './PaymentEmpty';
import { PaymentStatusField } from './PaymentStatusField';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';

const statusChoices = PAYMENT_STATUSES.map((id) => ({ id, name: PAYMENT_STATUS_LABELS[id] }));
const methodChoices = PAYMENT_METHODS.map((id) => ({ id, name: PAYMENT_METHOD_LABELS[id] }));

const paymentFilters = [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} emptyText="resources.payments.filters.all" alwaysOn sx={{ minWidth: 150 }} />,
  <SelectInput key="method" source="method" choices={methodChoices} emptyText="resources.payments.filters.all" sx={{ minWidth: 190 }} />,
  <ReferenceInput key="game_id" source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }}>
    <SelectInput optionText="name" emptyText="resources.payments.filters.all_games" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <DateInput key="created_from" source="created_from" />,
  <DateInput key="created_to" source="created_to" />,
];

const PaymentListActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

const noWrap = { whiteSpace: 'nowrap' } as const;

/** Name above address; a long address is cut with an ellipsis (the whole of it on hover and on the show page). */
const MemberCell = ({ record }: { record: AdminPayment }) => (
  <Box sx={{ minWidth: '9em', maxWidth: '16em' }}>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {record.member.name ?? '—'}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="p" title={record.member.email} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {record.member.email}
    </Typography>
  </Box>
);

/** The status, and under it when the money was taken. */
const StatusCell = ({ record }: { record: AdminPayment }) => (
  <Box sx={{ display: 'grid', justifyItems: 'start', gap: 0.25 }}>
    <PaymentStatusField />
    {record.paid_at && (
      <Typography variant="caption" color="text.secondary">
        {formatDateTime(record.paid_at)}
      </Typography>
    )}
  </Box>
);

const PaymentTable = () => (
  <DataTable<AdminPayment> rowClick="show" bulkActionButtons={false}>
    <DataTable.Col source="created_at" render={(record) => formatDateTime(record.created_at)} sx={noWrap} />
    <DataTable.Col source="member" disableSort render={(record: AdminPayment) => <MemberCell record={record} />} />
    <DataTable.Col source="title" disableSort render={(record) => `${record.game_name} ${record.title}`} sx={{ minWidth: '9em' }} />
    <DataTable.Col source="method" disableSort render={(record: AdminPayment) => PAYMENT_METHOD_LABELS[record.method]} sx={{ minWidth: '6em' }} />
    <DataTable.Col source="amount" label="resources.payments.fields.total" align="right" render={(record) => formatYen(record.total)} sx={noWrap} />
    <DataTable.Col source="status" render={(record: AdminPayment) => <StatusCell record={record} />} sx={noWrap} />
  </DataTable>
);

/** Phones get a list of cards instead of a table too wide to read. */
const PaymentSimpleList = () => (
  <SimpleList<AdminPayment>
    linkType="show"
    primaryText={(record) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', fontWeight: 700 }}>
        {`${record.game_name} ${record.title}`}
        <PaymentStatusField />
      </Box>
    )}
    secondaryText={(record) => `${record.member.name ?? record.member.email} ・ ${PAYMENT_METHOD_LABELS[record.method]} ・ ${formatYen(record.total)}`}
    tertiaryText={(record) => formatDateTime(record.created_at)}
  />
);

export const PaymentList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminPayment> sort={{ field: 'created_at', order: 'DESC' }} perPage={25} filters={paymentFilters} actions={<PaymentListActions />} exporter={false} empty={<PaymentEmpty />}>
      {isSmall ? <PaymentSimpleList /> : <PaymentTable />}
    </List>
  );
};
