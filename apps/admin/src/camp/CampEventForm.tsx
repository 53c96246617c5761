import { CAMP_GRADE_LABELS, CAMP_GRADES, campEventSchema } from '@coaching/contracts';
import Box from '@mui/material/Box';
import { DateTimeInput, NumberInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { ReadOnlyNotice } from '../catalogue/shared/ReadOnlyNotice';
import { SaveOnlyToolbar } from '../catalogue/shared/SaveOnlyToolbar';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { fromTokyoInput, toTokyoInput } from '../catalogue/shared/tokyoDateTime';
import { useCanEdit } from '../catalogue/shared/useCanEdit';

const gradeChoices = CAMP_GRADES.map((id) => ({ id, name: CAMP_GRADE_LABELS[id] }));
const row = { display: 'grid', gap: { xs: 0, sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

/** A camp event: what parents read, when it runs, how many children, the price, when applications are taken. */
export const CampEventForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  return (
    <SimpleForm
      resolver={schemaResolver(campEventSchema)}
      toolbar={canEdit ? <SaveOnlyToolbar /> : false}
      defaultValues={creating ? { capacity: 30, grade_from: 'e4', grade_to: 'h3' } : undefined}
      sx={{ maxWidth: 760 }}
    >
      <ReadOnlyNotice />
      <FormSection title="resources.camp-events.sections.event">
        <TextInput source="name" fullWidth />
        <TextInput source="venue" fullWidth />
        <Box sx={row}>
          <DateTimeInput source="starts_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.camp-events.helpers.tokyo_time" />
          <DateTimeInput source="ends_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.camp-events.helpers.tokyo_time" />
        </Box>
      </FormSection>
      <FormSection title="resources.camp-events.sections.entry">
        <Box sx={row}>
          <NumberInput source="capacity" step={1} min={1} helperText="resources.camp-events.helpers.capacity" />
          <NumberInput source="price" step={100} min={0} helperText="resources.camp-events.helpers.price" />
        </Box>
        <Box sx={row}>
          <SelectInput source="grade_from" choices={gradeChoices} />
          <SelectInput source="grade_to" choices={gradeChoices} />
        </Box>
        <Box sx={row}>
          <DateTimeInput source="application_starts_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.camp-events.helpers.tokyo_time" />
          <DateTimeInput source="application_ends_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.camp-events.helpers.application_ends_at" />
        </Box>
      </FormSection>
    </SimpleForm>
  );
};
