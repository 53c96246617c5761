import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { updateCoachSchema, WEEKDAYS_JA, type AdminCoach } from '@coaching/contracts';
import { ArrayInput, BooleanInput, Edit, SelectInput, SimpleForm, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { SaveOnlyToolbar } from '../catalogue/shared/SaveOnlyToolbar';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { useIsStaff } from '../lessons/useStaff';
import { CoachCalendarFeed } from './CoachCalendarFeed';
import { CoachDaysOff } from './CoachDaysOff';
import { CoachMemberRatings } from './CoachMemberRatings';
import { CoachPhotoInput } from './CoachPhotoInput';

const weekdayChoices = [1, 2, 3, 4, 5, 6, 0].map((id) => ({ id, name: `${WEEKDAYS_JA[id]}曜日` }));
/** Quarter hours, Tokyo wall clock: a start from 00:00 to 23:45, an end from 00:15 to 24:00. */
const quarters = Array.from({ length: 97 }, (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`);
const startChoices = quarters.slice(0, -1).map((id) => ({ id, name: id }));
const endChoices = quarters.slice(1).map((id) => ({ id, name: id }));
const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

/** The weekly windows the coach teaches in (Tokyo time): one row per weekday and time range. */
const WeeklyHoursInput = () => {
  const translate = useTranslate();
  return (
    <FormSection title="resources.coaches.sections.hours">
      <Alert severity="info" sx={{ mb: 1.5 }}>
        {translate('resources.coaches.helpers.weekly_hours')}
      </Alert>
      <ArrayInput source="weekly_hours" label={false}>
        <SimpleFormIterator inline disableReordering getItemLabel={(index) => `${index + 1}`} sx={{
            maxWidth: 600,
            '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 0.5, alignItems: 'center', gap: 0.5 },
            '& .RaSimpleFormIterator-form': { display: 'grid', gridTemplateColumns: 'minmax(0, 1.3fr) minmax(0, 1fr) minmax(0, 1fr)', columnGap: 1, width: '100%', flex: 1 },
            '& .RaSimpleFormIterator-form .MuiFormControl-root, & .RaSimpleFormIterator-form .MuiInputBase-root': { minWidth: 0, width: '100%', mb: 0 },
          }}>
          <SelectInput source="weekday" label="resources.coaches.fields.weekday" choices={weekdayChoices} translateChoice={false} helperText={false} />
          <SelectInput source="start" label="resources.coaches.fields.start" choices={startChoices} translateChoice={false} helperText={false} />
          <SelectInput source="end" label="resources.coaches.fields.end" choices={endChoices} translateChoice={false} helperText={false} />
        </SimpleFormIterator>
      </ArrayInput>
    </FormSection>
  );
};

/**
 * A coach's record: name and active flag (staff), the profile and photo members see on mypage and the weekly hours
 * (staff, or the coach for their own), their days off (休み, saved apart from the form), and their calendar address.
 */
export const CoachEdit = () => {
  const staff = useIsStaff();
  return (
    <Edit<AdminCoach> mutationMode="pessimistic" transform={(data) => (staff ? data : { profile: data.profile, weekly_hours: data.weekly_hours })}>
      <SimpleForm resolver={schemaResolver(updateCoachSchema)} toolbar={<SaveOnlyToolbar />} sx={{ maxWidth: 760 }}>
        <FormSection title="resources.coaches.sections.profile">
          <Box sx={row}>
            <TextInput source="name" disabled={!staff} />
            <TextInput source="code" disabled />
          </Box>
          <TextInput source="game_name" disabled />
          <CoachPhotoInput />
          <TextInput source="profile" multiline minRows={4} helperText="resources.coaches.helpers.profile" />
          <BooleanInput source="is_active" disabled={!staff} helperText="resources.coaches.helpers.is_active" />
        </FormSection>
        <WeeklyHoursInput />
      </SimpleForm>
      <CoachDaysOff />
      <CoachMemberRatings />
      <CoachCalendarFeed />
    </Edit>
  );
};
