import Chip from '@mui/material/Chip';
import type { AdminPlan } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import { BooleanField, ColumnsButton, CreateButton, DataTable, FilterButton, List, NullableBooleanInput, ReferenceInput, SearchInput, SelectInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useCanEdit } from '../shared/useCanEdit';
import { usePhone } from '../shared/usePhone';
import { planTypeChoices } from './PlanForm';

const planFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="game_id" source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }} alwaysOn>
    <SelectInput optionText="name" emptyText="resources.plans.filters.all_games" sx={{ minWidth: 180 }} />
  </ReferenceInput>,
  <NullableBooleanInput key="is_purchasable" source="is_purchasable" nullLabel="resources.plans.filters.all" />,
  <SelectInput key="plan_type" source="plan_type" choices={planTypeChoices} emptyText="resources.plans.filters.all" />,
];

const PlanListActions = () => (
  <TopToolbar>
    {!usePhone() && <ColumnsButton />}
    <FilterButton />
    {useCanEdit() && <CreateButton />}
  </TopToolbar>
);

/** Members see a plan only when it has a price or is a group plan (spec §5): say so in the list. */
const VisibilityChip = () => {
  const record = useRecordContext<AdminPlan>();
  const translate = useTranslate();
  if (!record) return null;
  return record.is_visible ? (
    <Chip size="small" color="success" variant="outlined" label={translate('resources.plans.visibility.shown')} />
  ) : (
    <Chip size="small" color="warning" label={translate('resources.plans.visibility.hidden')} />
  );
};

const noWrap = { whiteSpace: 'nowrap' } as const;

export const PlanList = () => {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List<AdminPlan> sort={{ field: 'game_id', order: 'ASC' }} perPage={25} filters={planFilters} actions={<PlanListActions />} exporter={false}>
      {phone ? (
        <SimpleList<AdminPlan>
          linkType="edit"
          primaryText={(record) => record.name}
          secondaryText={(record) => `${record.game.name}・${translate(`resources.plans.plan_types.${record.plan_type}`)}`}
          tertiaryText={(record) => (record.from_price === null ? '—' : formatYen(record.from_price))}
        />
      ) : (
        // The id, code and sort order are for looking up, not reading: hidden until chosen under 表示する列, so the
        // list fits 1280 px (issue 33: it ran 181 px over).
        <DataTable<AdminPlan> rowClick="edit" bulkActionButtons={false} hiddenColumns={['id', 'code', 'sort_order']}>
          <DataTable.NumberCol source="id" />
          <DataTable.Col source="game_id" label="resources.plans.fields.game" render={(record) => record.game.name} sx={noWrap} />
          <DataTable.Col source="name" sx={{ minWidth: '8em' }} />
          <DataTable.Col source="code" sx={noWrap} />
          <DataTable.Col source="plan_type" render={(record) => translate(`resources.plans.plan_types.${record.plan_type}`)} sx={noWrap} />
          <DataTable.NumberCol source="lesson_count" />
          <DataTable.Col align="right" source="from_price" disableSort render={(record) => (record.from_price === null ? '—' : formatYen(record.from_price))} sx={noWrap} />
          <DataTable.Col source="is_visible" disableSort field={VisibilityChip} />
          <DataTable.Col source="is_purchasable" field={BooleanField} />
          <DataTable.NumberCol source="sort_order" />
        </DataTable>
      )}
    </List>
  );
};
