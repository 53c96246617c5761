import { type AdminTrialHours, TRIAL_GAMES, WEEKDAY_LABELS } from '@coaching/contracts';
import { CreateButton, DataTable, DeleteButton, List, SelectInput, TopToolbar } from 'react-admin';

const gameName = (id: number) => TRIAL_GAMES.find((g) => g.id === id)?.name ?? String(id);
const filters = [<SelectInput key="game_id" source="game_id" choices={TRIAL_GAMES.map((g) => ({ id: g.id, name: g.name }))} emptyText="resources.trials.filters.all_games" alwaysOn sx={{ minWidth: 170 }} />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The weekly windows in which each coach takes trials (Asia/Tokyo); a slot has one seat per coach free then. */
export const TrialHoursList = () => (
  <List<AdminTrialHours> sort={{ field: 'weekday', order: 'ASC' }} perPage={50} filters={filters} exporter={false} actions={<Actions />}>
    <DataTable<AdminTrialHours> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="game_id" render={(r) => gameName(r.game_id)} />
      <DataTable.Col source="coach_name" disableSort />
      <DataTable.Col source="weekday" render={(r) => `${WEEKDAY_LABELS[r.weekday]}曜日`} />
      <DataTable.Col source="start" render={(r) => `${r.start}〜${r.end}${r.outside_hours ? '（時間外）' : ''}`} />
      <DataTable.Col label="" disableSort render={() => <DeleteButton mutationMode="pessimistic" />} />
    </DataTable>
  </List>
);
