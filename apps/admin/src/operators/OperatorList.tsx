import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { formatDateTime } from '@coaching/web-theme';
import type { AdminOperator } from '@coaching/contracts';
import { CreateButton, DataTable, List, SelectInput, SimpleList, TopToolbar, useTranslate } from 'react-admin';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { roleChoices } from './operatorChoices';

const filters = [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="role" source="role" choices={roleChoices} emptyText="resources.operators.all_roles" alwaysOn sx={{ minWidth: 160 }} />,
  <SelectInput
    key="active"
    source="active"
    choices={[
      { id: true, name: 'resources.operators.state.active' },
      { id: false, name: 'resources.operators.state.inactive' },
    ]}
    emptyText="resources.operators.state.all"
    alwaysOn
    sx={{ minWidth: 140 }}
  />,
];

export const RoleChip = ({ record }: { record: AdminOperator }) => {
  const translate = useTranslate();
  return <Chip size="small" color={record.role === 'admin' ? 'primary' : record.role === 'coach' ? 'secondary' : 'default'} variant={record.role === 'support' ? 'outlined' : 'filled'} label={translate(`app.roles.${record.role}`)} />;
};

export const StateChip = ({ record }: { record: AdminOperator }) => {
  const translate = useTranslate();
  if (!record.active) return <Chip size="small" label={translate('resources.operators.state.inactive')} />;
  if (record.invitation_pending) return <Chip size="small" color="warning" variant="outlined" label={translate('resources.operators.state.invited')} />;
  return <Chip size="small" color="success" variant="outlined" label={translate('resources.operators.state.active')} />;
};

const Who = ({ record }: { record: AdminOperator }) => (
  <Box sx={{ opacity: record.active ? 1 : 0.55 }}>
    <Typography variant="body2" sx={{ fontWeight: 700 }}>
      {record.name}
    </Typography>
    <Typography variant="caption" color="text.secondary">
      {record.email}
    </Typography>
  </Box>
);

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The back office's accounts (admins only): who may sign in, with which role, and when they last did. */
export const OperatorList = () => {
  const translate = useTranslate();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminOperator> sort={{ field: 'created_at', order: 'ASC' }} perPage={50} filters={filters} exporter={false} actions={<Actions />}>
      {isSmall ? (
        <SimpleList<AdminOperator> linkType="edit" primaryText={(r) => r.name} secondaryText={(r) => r.email} tertiaryText={(r) => translate(`app.roles.${r.role}`)} />
      ) : (
        <DataTable<AdminOperator> rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col source="name" render={(r: AdminOperator) => <Who record={r} />} />
          <DataTable.Col source="role" render={(r: AdminOperator) => <RoleChip record={r} />} />
          <DataTable.Col source="coach_name" disableSort render={(r: AdminOperator) => r.coach_name ?? '—'} />
          <DataTable.Col source="active" disableSort render={(r: AdminOperator) => <StateChip record={r} />} />
          <DataTable.Col source="last_login_at" render={(r: AdminOperator) => (r.last_login_at ? formatDateTime(r.last_login_at) : translate('resources.operators.never'))} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="created_at" render={(r: AdminOperator) => formatDateTime(r.created_at)} sx={{ whiteSpace: 'nowrap' }} />
        </DataTable>
      )}
    </List>
  );
};
