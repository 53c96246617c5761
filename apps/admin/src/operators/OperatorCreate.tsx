import Alert from '@mui/material/Alert';
import { operatorCreateSchema } from '@coaching/contracts';
import { Create, PasswordInput, SelectInput, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { CoachChoiceInput } from './CoachChoiceInput';
import { roleChoices } from './operatorChoices';

/** A new operator: name, address, role (a coach's record), and either a first password or the invitation mail. */
export const OperatorCreate = () => {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm resolver={schemaResolver(operatorCreateSchema)} defaultValues={{ role: 'support', password: '' }} sx={{ maxWidth: 640 }}>
        <FormSection title="resources.operators.sections.account">
          <TextInput source="name" fullWidth />
          <TextInput source="email" type="email" fullWidth />
          <SelectInput source="role" choices={roleChoices} sx={{ minWidth: 200 }} />
          <CoachChoiceInput />
        </FormSection>
        <FormSection title="resources.operators.sections.password">
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('resources.operators.invitation_hint')}
          </Alert>
          <PasswordInput source="password" autoComplete="new-password" fullWidth helperText="resources.operators.password_hint" />
        </FormSection>
      </SimpleForm>
    </Create>
  );
};
