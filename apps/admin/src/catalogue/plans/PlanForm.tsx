import Box from '@mui/material/Box';
import { planInputSchema } from '@coaching/contracts';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { ReadOnlyNotice } from '../shared/ReadOnlyNotice';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { schemaResolver } from '../shared/schemaResolver';
import { useCanEdit } from '../shared/useCanEdit';
import { PriceGrid } from './PriceGrid';

export const planTypeChoices = [
  { id: 'normal', name: 'resources.plans.plan_types.normal' },
  { id: 'add', name: 'resources.plans.plan_types.add' },
];
const lessonTypeChoices = [
  { id: 'online', name: 'resources.plans.lesson_types.online' },
  { id: 'offline', name: 'resources.plans.lesson_types.offline' },
];
const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

export const newPlanDefaults = {
  plan_type: 'normal',
  lesson_type: 'online',
  is_group: false,
  is_purchasable: true,
  lesson_count: 4,
  special_coaching_count: 0,
  tax_rate: 1.1,
  sort_order: 0,
  price1: 0,
  price2: 0,
  price3: 0,
  price4: 0,
  price5: 0,
  price6: 0,
  period1: 1,
  period2: 2,
  period3: 3,
  period4: 4,
  period5: 5,
  period6: 6,
};

export const PlanForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  return (
    <SimpleForm resolver={schemaResolver(planInputSchema)} toolbar={canEdit ? <SaveOnlyToolbar /> : false} defaultValues={creating ? newPlanDefaults : undefined} sx={{ maxWidth: 880 }}>
      <ReadOnlyNotice />
      <FormSection title="resources.plans.sections.basics">
        <Box sx={row}>
          <ReferenceInput source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }}>
            <SelectInput optionText="name" />
          </ReferenceInput>
          <TextInput source="code" helperText="resources.plans.helpers.code" />
        </Box>
        <TextInput source="name" />
        <Box sx={row}>
          <SelectInput source="plan_type" choices={planTypeChoices} helperText="resources.plans.helpers.plan_type" />
          <SelectInput source="lesson_type" choices={lessonTypeChoices} />
        </Box>
        <Box sx={row}>
          <BooleanInput source="is_group" helperText="resources.plans.helpers.is_group" />
          <BooleanInput source="is_purchasable" />
        </Box>
        <NumberInput source="sort_order" step={1} sx={{ maxWidth: 240 }} />
      </FormSection>
      <FormSection title="resources.plans.sections.lessons">
        <NumberInput source="lesson_count" step={1} helperText="resources.plans.helpers.lesson_count" sx={{ maxWidth: 240 }} />
        <TextInput source="coaching_detail" multiline minRows={2} />
        <NumberInput source="special_coaching_count" step={1} helperText="resources.plans.helpers.special_coaching_count" sx={{ maxWidth: 240 }} />
        <TextInput source="special_coaching_detail" multiline minRows={2} />
      </FormSection>
      <FormSection title="resources.plans.sections.prices">
        <PriceGrid />
      </FormSection>
    </SimpleForm>
  );
};
