import Box from '@mui/material/Box';
import { itemInputSchema } from '@coaching/contracts';
import { BooleanInput, NumberInput, ReferenceInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { ReadOnlyNotice } from '../shared/ReadOnlyNotice';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { schemaResolver } from '../shared/schemaResolver';
import { TaxIncludedHint } from '../shared/TaxIncludedHint';
import { useCanEdit } from '../shared/useCanEdit';

const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

export const ItemForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  return (
    <SimpleForm
      resolver={schemaResolver(itemInputSchema)}
      toolbar={canEdit ? <SaveOnlyToolbar /> : false}
      defaultValues={creating ? { tax_rate: 1.1, is_purchasable: true } : undefined}
      sx={{ maxWidth: 720 }}
    >
      <ReadOnlyNotice />
      <FormSection title="resources.items.sections.basics">
        <Box sx={row}>
          <ReferenceInput source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }}>
            <SelectInput optionText="name" />
          </ReferenceInput>
          <TextInput source="code" helperText="resources.items.helpers.code" />
        </Box>
        <TextInput source="name" />
        <BooleanInput source="is_purchasable" />
      </FormSection>
      <FormSection title="resources.items.sections.price">
        <Box sx={row}>
          <NumberInput source="price" step={100} helperText={<TaxIncludedHint source="price" />} />
          <NumberInput source="tax_rate" step={0.01} helperText="resources.plans.helpers.tax_rate" />
        </Box>
      </FormSection>
    </SimpleForm>
  );
};
