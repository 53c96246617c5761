import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { rescheduleLessonSchema, type AdminLesson } from '@coaching/contracts';
import { DateTimeInput, Edit, NumberInput, SaveButton, SimpleForm, Toolbar, useRecordContext, useTranslate } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { fromTokyoInput, toTokyoInput } from '../catalogue/shared/tokyoDateTime';
import { lessonMinutes, lessonTimeRange, lessonWho } from './lessonModel';

const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

const Current = () => {
  const record = useRecordContext<AdminLesson>();
  const translate = useTranslate();
  if (!record) return null;
  return <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.lessons.reschedule.current', { who: lessonWho(record), time: lessonTimeRange(record.starts_at, record.ends_at) })}</Alert>;
};

const RescheduleForm = () => {
  const record = useRecordContext<AdminLesson>();
  if (!record) return null;
  return (
    <SimpleForm
      resolver={schemaResolver(rescheduleLessonSchema)}
      record={{ id: record.id, starts_at: record.starts_at, minutes: lessonMinutes(record) }}
      toolbar={
        <Toolbar>
          <SaveButton label="resources.lessons.reschedule.save" />
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      <Current />
      <FormSection title="resources.lessons.sections.reschedule">
        <Box sx={row}>
          <DateTimeInput source="starts_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.lessons.helpers.tokyo_time" />
          <NumberInput source="minutes" step={15} min={15} max={240} helperText="resources.lessons.helpers.minutes" />
        </Box>
      </FormSection>
    </SimpleForm>
  );
};

/** Move a scheduled lesson (the reminders follow it). Pessimistic: the server has the last word on clashes. */
export const LessonEdit = () => (
  <Edit<AdminLesson> mutationMode="pessimistic" redirect="show" actions={false}>
    <RescheduleForm />
  </Edit>
);
