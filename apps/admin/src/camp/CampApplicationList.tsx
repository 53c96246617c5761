import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CAMP_APPLICATION_STATUSES, CAMP_METHOD_LABELS, CAMP_STATUS_LABELS, type AdminCampApplication } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import { DataTable, List, ReferenceInput, SelectInput, SimpleList } from 'react-admin';
import { ResourceEmpty } from '../layout/ResourceEmpty';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { CampStatusField } from './CampStatusField';

const statusChoices = CAMP_APPLICATION_STATUSES.map((id) => ({ id, name: CAMP_STATUS_LABELS[id] }));
const filters = [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} emptyText="resources.camp-applications.filters.all" alwaysOn sx={{ minWidth: 170 }} />,
  <ReferenceInput key="camp_event_id" source="camp_event_id" reference="camp-events" sort={{ field: 'starts_at', order: 'DESC' }} alwaysOn>
    <SelectInput optionText="name" emptyText="resources.camp-applications.filters.all_camps" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];
const noWrap = { whiteSpace: 'nowrap' } as const;
const methodOf = (record: AdminCampApplication) => (record.method ? CAMP_METHOD_LABELS[record.method] : '—');

const ParentCell = ({ record }: { record: AdminCampApplication }) => (
  <Box sx={{ minWidth: '9em', maxWidth: '16em' }}>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {record.name}
    </Typography>
    <Typography variant="caption" color="text.secondary" component="p" title={record.email} sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
      {record.email}
    </Typography>
  </Box>
);

export const CampApplicationList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminCampApplication> sort={{ field: 'applied_at', order: 'DESC' }} perPage={25} filters={filters} exporter={false} empty={<ResourceEmpty resource="camp-applications" icon={<ChildCareIcon />} />}>
      {isSmall ? (
        <SimpleList<AdminCampApplication>
          linkType="show"
          primaryText={(record) => (
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', fontWeight: 700 }}>
              {record.name}
              <CampStatusField />
            </Box>
          )}
          secondaryText={(record) => `${record.camp_name} ・ ${record.count}名 ・ ${formatYen(record.total)}`}
          tertiaryText={(record) => formatDateTime(record.applied_at)}
        />
      ) : (
        <DataTable<AdminCampApplication> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="applied_at" render={(record) => formatDateTime(record.applied_at)} sx={noWrap} />
          <DataTable.Col source="name" render={(record: AdminCampApplication) => <ParentCell record={record} />} />
          <DataTable.Col source="camp_name" disableSort sx={{ minWidth: '10em' }} />
          <DataTable.Col source="count" disableSort align="right" render={(record) => `${record.count}名`} sx={noWrap} />
          <DataTable.Col source="method" disableSort render={methodOf} sx={{ minWidth: '7em' }} />
          <DataTable.Col source="total" align="right" render={(record) => formatYen(record.total)} sx={noWrap} />
          <DataTable.Col source="status" render={() => <CampStatusField />} sx={noWrap} />
        </DataTable>
      )}
    </List>
  );
};
