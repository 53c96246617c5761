import { TRIAL_GAMES, WEEKDAY_LABELS } from '@coaching/contracts';
import { useEffect, useState } from 'react';
import { Create, required, SelectInput, SimpleForm, useDataProvider } from 'react-admin';
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
    </SimpleForm>
  </Create>
);
