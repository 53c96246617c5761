import { OUTSIDE_HOURS_LABEL, TRIAL_GAMES, WEEKDAY_LABELS } from '@coaching/contracts';
import { useEffect, useState } from 'react';
import { BooleanInput, Create, required, SelectInput, SimpleForm, useDataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { AdminDataProvider } from '../providers/dataProvider';

const hours = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${String(from + i).padStart(2, '0')}:00`).map((id) => ({ id, name: id }));

/** The coaches of the chosen game (lessons' published query, through the trials admin API). */
const CoachInput = () => {
  const gameId = useWatch({ name: 'game_id' });
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [choices, setChoices] = useState<Array<{ id: string; name: string }>>([]);
  useEffect(() => {
    if (!gameId) return setChoices([]);
    let current = true;
    dataProvider.trialCoaches(Number(gameId)).then((coaches) => current && setChoices(coaches));
    return () => {
      current = false;
    };
  }, [dataProvider, gameId]);
  return <SelectInput source="coach_id" choices={choices} validate={required()} disabled={!gameId} fullWidth />;
};

export const TrialHoursCreate = () => (
  <Create redirect="list">
    <SimpleForm>
      <SelectInput source="game_id" choices={TRIAL_GAMES.map((g) => ({ id: g.id, name: g.name }))} validate={required()} fullWidth />
      <CoachInput />
      <SelectInput source="weekday" choices={WEEKDAY_LABELS.map((label, id) => ({ id, name: `${label}曜日` }))} validate={required()} fullWidth />
      <SelectInput source="start" choices={hours(0, 23)} validate={required()} fullWidth />
      <SelectInput source="end" choices={hours(1, 24)} validate={required()} fullWidth />
      {/* Issue 30: a window outside the coach's weekly hours is refused unless the operator says so; days off still apply. */}
      <BooleanInput source="outside_hours" label={OUTSIDE_HOURS_LABEL} helperText="コーチの対応時間外でも、この時間帯に体験を受け付けます（休みの日は除く）。" />
    </SimpleForm>
  </Create>
);
