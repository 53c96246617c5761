import type { AdminGame } from '@coaching/contracts';
import { BooleanField, CreateButton, DataTable, List, SearchInput, SimpleList, TopToolbar } from 'react-admin';
import { useCanEdit } from '../shared/useCanEdit';
import { usePhone } from '../shared/usePhone';

const gameFilters = [<SearchInput key="q" source="q" alwaysOn />];

const GameListActions = () => <TopToolbar>{useCanEdit() && <CreateButton />}</TopToolbar>;

export const GameList = () => (
  <List<AdminGame> sort={{ field: 'sort_order', order: 'ASC' }} perPage={25} filters={gameFilters} actions={<GameListActions />} exporter={false}>
    {usePhone() ? <SimpleList<AdminGame> linkType="edit" primaryText={(record) => record.name} tertiaryText={(record) => `#${record.id}`} /> : <GameTable />}
  </List>
);

const GameTable = () => (
  <DataTable<AdminGame> rowClick="edit" bulkActionButtons={false}>
    <DataTable.NumberCol source="id" />
    <DataTable.Col source="name" sx={{ minWidth: '10em' }} />
    <DataTable.Col source="is_purchasable" field={BooleanField} />
    <DataTable.Col source="is_legacy" field={BooleanField} />
    <DataTable.NumberCol source="sort_order" />
    <DataTable.Col source="discord_url" disableSort />
  </DataTable>
);
