import { type AdminTrialHours, TRIAL_GAMES, WEEKDAY_LABELS } from '@coaching/contracts';
import { CreateButton, DataTable, DeleteButton, List, SelectInput, TopToolbar } from 'react-admin';
import { usePhone } from '../catalogue/shared/usePhone';

const gameName = (id: number) => TRIAL_GAMES.find((g) => g.id === id)?.name ?? String(id);
const hours = (r: AdminTrialHours) => `${r.start}〜${r.end}${r.outside_hours ? '（時間外）' : ''}`;
const filters = [<SelectInput key="game_id" source="game_id" choices={TRIAL_GAMES.map((g) => ({ id: g.id, name: g.name }))} emptyText="resources.trials.filters.all_games" alwaysOn sx={{ minWidth: 170 }} />];

const Actions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The weekly windows in which each coach takes trials (Asia/Tokyo); a slot has one seat per coach free then. */
export const TrialHoursList = () => (
  <List<AdminTrialHours> sort={{ field: 'weekday', order: 'ASC' }} perPage={50} filters={filters} exporter={false} actions={<Actions />}>
    {usePhone() ? <PhoneTable /> : <DeskTable />}
  </List>
);

const DeskTable = () => (
  <DataTable<AdminTrialHours> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="game_id" render={(r) => gameName(r.game_id)} />
    <DataTable.Col source="coach_name" disableSort />
    <DataTable.Col source="weekday" render={(r) => `${WEEKDAY_LABELS[r.weekday]}曜日`} />
    <DataTable.Col source="start" render={hours} />
    <DataTable.Col label="" disableSort render={() => <DeleteButton mutationMode="pessimistic" />} />
  </DataTable>
);

/** On a phone three columns, the game under the coach and the hours under the day: five ran 69 px past 375 px (issue 33). */
const PhoneTable = () => (
  <DataTable<AdminTrialHours> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col
      source="coach_name"
      disableSort
      render={(r) => (
        <>
          {r.coach_name}
          <br />
          <small>{gameName(r.game_id)}</small>
        </>
      )}
    />
    <DataTable.Col
      source="weekday"
      render={(r) => (
        <>
          {WEEKDAY_LABELS[r.weekday]}曜日
          <br />
          {hours(r as AdminTrialHours)}
        </>
      )}
    />
    <DataTable.Col label="" disableSort render={() => <DeleteButton mutationMode="pessimistic" />} />
  </DataTable>
);
