import type { AdminItem } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { BooleanField, CreateButton, DataTable, List, ReferenceInput, SearchInput, SelectInput, SimpleList, TopToolbar } from 'react-admin';
import { useCanEdit } from '../shared/useCanEdit';
import { usePhone } from '../shared/usePhone';

const itemFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="game_id" source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" emptyText="resources.plans.filters.all_games" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
];

const ItemListActions = () => <TopToolbar>{useCanEdit() && <CreateButton />}</TopToolbar>;
const noWrap = { whiteSpace: 'nowrap' } as const;

export const ItemList = () => (
  <List<AdminItem> sort={{ field: 'game_id', order: 'ASC' }} perPage={25} filters={itemFilters} actions={<ItemListActions />} exporter={false}>
    {usePhone() ? (
      <SimpleList<AdminItem> linkType="edit" primaryText={(record) => record.name} secondaryText={(record) => record.game.name} tertiaryText={(record) => formatYen(record.price_with_tax)} />
    ) : (
      <DataTable<AdminItem> rowClick="edit" bulkActionButtons={false}>
        <DataTable.NumberCol source="id" />
        <DataTable.Col source="game_id" label="resources.items.fields.game" render={(record) => record.game.name} sx={noWrap} />
        <DataTable.Col source="name" sx={{ minWidth: '10em' }} />
        <DataTable.Col source="code" sx={noWrap} />
        <DataTable.Col align="right" source="price" render={(record) => formatYen(record.price)} sx={noWrap} />
        <DataTable.Col align="right" source="price_with_tax" disableSort render={(record) => formatYen(record.price_with_tax)} sx={noWrap} />
        <DataTable.Col source="is_purchasable" field={BooleanField} />
      </DataTable>
    )}
  </List>
);
