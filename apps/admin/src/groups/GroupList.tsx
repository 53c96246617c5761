import type { AdminGroup } from '@coaching/contracts';
import { CreateButton, Datagrid, FunctionField, List, TextField, TopToolbar } from 'react-admin';

const GroupActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The groups of the group plans, newest first: name, kind, coach and how many members. */
export const GroupList = () => (
  <List actions={<GroupActions />} empty={false} exporter={false} sort={{ field: 'created_at', order: 'DESC' }}>
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="name" />
      <TextField source="type_label" />
      <FunctionField source="coach" sortable={false} render={(g: AdminGroup) => g.coach?.name ?? '—'} />
      <FunctionField source="members" sortable={false} render={(g: AdminGroup) => `${g.members.length}人`} />
    </Datagrid>
  </List>
);
