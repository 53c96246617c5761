import Box from '@mui/material/Box';
import { LESSON_DEFAULT_MINUTES, OUTSIDE_HOURS_LABEL, scheduleLessonSchema } from '@coaching/contracts';
import { AutocompleteInput, BooleanInput, Create, DateTimeInput, NumberInput, ReferenceInput, SimpleForm } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { fromTokyoInput, toTokyoInput } from '../catalogue/shared/tokyoDateTime';
import { MemberChoiceInput } from './MemberChoiceInput';
import { useIsStaff } from './useStaff';

const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

/**
 * Schedule a personal lesson (the member) or a group lesson (the group; staff only), the coach (the member's or the
 * group's unless another is chosen), the start in Tokyo time and the length. The calendar opens this form with the
 * chosen slot filled in; a group's page opens it with the group chosen. Staff may tick 時間外でも登録 (issue 30).
 */
export const LessonCreate = () => {
  const staff = useIsStaff();
  return (
    <Create redirect="show">
      <SimpleForm resolver={schemaResolver(scheduleLessonSchema)} defaultValues={{ minutes: LESSON_DEFAULT_MINUTES }} sx={{ maxWidth: 720 }}>
        <FormSection title="resources.lessons.sections.schedule">
          <MemberChoiceInput source="member_id" helperText="resources.lessons.helpers.member_id" />
          {staff && (
            <ReferenceInput source="group_id" reference="groups" sort={{ field: 'name', order: 'ASC' }} perPage={200}>
              <AutocompleteInput optionText="name" helperText="resources.lessons.helpers.group_id" />
            </ReferenceInput>
          )}
          {staff && (
            <ReferenceInput source="coach_id" reference="coaches" sort={{ field: 'name', order: 'ASC' }} perPage={100} filter={{ is_active: true }}>
              <AutocompleteInput optionText="name" helperText="resources.lessons.helpers.coach_id" />
            </ReferenceInput>
          )}
          <Box sx={row}>
            <DateTimeInput source="starts_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.lessons.helpers.tokyo_time" />
            <NumberInput source="minutes" step={15} min={15} max={240} helperText="resources.lessons.helpers.minutes" />
          </Box>
          {/* Issue 30: staff may book a personal lesson outside the coach's weekly hours or on his day off. */}
          {staff && <BooleanInput source="outside_hours" label={OUTSIDE_HOURS_LABEL} helperText="コーチの対応時間外や休みの日でも登録します（個人レッスンのみ）。" />}
        </FormSection>
      </SimpleForm>
    </Create>
  );
};
