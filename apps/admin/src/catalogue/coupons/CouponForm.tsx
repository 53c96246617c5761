import Box from '@mui/material/Box';
import { type AdminPlan, couponInputSchema } from '@coaching/contracts';
import { AutocompleteInput, BooleanInput, DateTimeInput, NumberInput, RadioButtonGroupInput, ReferenceInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { FormSection } from '../shared/FormSection';
import { ReadOnlyNotice } from '../shared/ReadOnlyNotice';
import { schemaResolver } from '../shared/schemaResolver';
import { fromTokyoInput, toTokyoInput } from '../shared/tokyoDateTime';
import { useCanEdit } from '../shared/useCanEdit';

export const discountTypeChoices = [
  { id: 'percent', name: 'resources.coupons.discount_types.percent' },
  { id: 'amount', name: 'resources.coupons.discount_types.amount' },
];
export const targetChoices = [
  { id: 'admission', name: 'resources.coupons.targets.admission' },
  { id: 'subtotal', name: 'resources.coupons.targets.subtotal' },
];
const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;
const planLabel = (plan: AdminPlan) => `${plan.game.name}／${plan.name}`;
const emptyToNull = (value: string | number | null) => (value === '' || value === null ? null : Number(value));

/** The value's unit follows the discount type: percent (1–100) or yen. */
const DiscountValueInput = () => {
  const translate = useTranslate();
  const type = useWatch({ name: 'discount_type' });
  return (
    <NumberInput
      source="discount_value"
      step={1}
     
     
      helperText={translate(type === 'percent' ? 'resources.coupons.helpers.percent' : 'resources.coupons.helpers.amount')}
    />
  );
};

export const CouponForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  return (
    <SimpleForm
      resolver={schemaResolver(couponInputSchema)}
      toolbar={canEdit ? undefined : false}
      defaultValues={creating ? { discount_type: 'percent', target: 'admission', is_active: true, plan_id: null, max_uses: null } : undefined}
      sx={{ maxWidth: 720 }}
    >
      <ReadOnlyNotice />
      <FormSection title="resources.coupons.sections.basics">
        <Box sx={row}>
          <TextInput source="code" helperText="resources.coupons.helpers.code" slotProps={{ htmlInput: { style: { textTransform: 'uppercase' } } }} />
          <TextInput source="name" helperText="resources.coupons.helpers.name" />
        </Box>
        <BooleanInput source="is_active" helperText="resources.coupons.helpers.is_active" />
      </FormSection>
      <FormSection title="resources.coupons.sections.discount">
        <RadioButtonGroupInput source="discount_type" choices={discountTypeChoices} />
        <Box sx={row}>
          <DiscountValueInput />
          <SelectInput source="target" choices={targetChoices} />
        </Box>
      </FormSection>
      <FormSection title="resources.coupons.sections.limits">
        <ReferenceInput source="plan_id" reference="plans" sort={{ field: 'game_id', order: 'ASC' }} perPage={100}>
          <AutocompleteInput optionText={planLabel} filterToQuery={(q) => ({ q })} helperText="resources.coupons.helpers.plan_id" emptyText="resources.coupons.helpers.any_plan" />
        </ReferenceInput>
        <Box sx={row}>
          <DateTimeInput source="starts_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.coupons.helpers.tokyo_time" />
          <DateTimeInput source="ends_at" format={toTokyoInput} parse={fromTokyoInput} helperText="resources.coupons.helpers.ends_at" />
        </Box>
        <NumberInput source="max_uses" step={1} parse={emptyToNull} helperText="resources.coupons.helpers.max_uses" sx={{ maxWidth: 320 }} />
      </FormSection>
    </SimpleForm>
  );
};
