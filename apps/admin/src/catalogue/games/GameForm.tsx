import { gameCreateSchema, gameUpdateSchema } from '@coaching/contracts';
import { BooleanInput, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { FormSection } from '../shared/FormSection';
import { ReadOnlyNotice } from '../shared/ReadOnlyNotice';
import { SaveOnlyToolbar } from '../shared/SaveOnlyToolbar';
import { schemaResolver } from '../shared/schemaResolver';
import { useCanEdit } from '../shared/useCanEdit';

/** A game's fields; its id is chosen once, at creation (other systems refer to it). */
export const GameForm = ({ creating = false }: { creating?: boolean }) => {
  const canEdit = useCanEdit();
  return (
    <SimpleForm
      resolver={schemaResolver(creating ? gameCreateSchema : gameUpdateSchema)}
      toolbar={canEdit ? <SaveOnlyToolbar /> : false}
      defaultValues={creating ? { is_purchasable: true, is_legacy: false, sort_order: 0 } : undefined}
      sx={{ maxWidth: 720 }}
    >
      <ReadOnlyNotice />
      <FormSection title="resources.games.sections.basics">
        <NumberInput source="id" readOnly={!creating} helperText={creating ? 'resources.games.helpers.id' : false} />
        <TextInput source="name" />
        <TextInput source="description" multiline minRows={3} />
        <TextInput source="image_path" helperText="resources.games.helpers.image_path" />
        <TextInput source="discord_url" helperText="resources.games.helpers.discord_url" />
      </FormSection>
      <FormSection title="resources.games.sections.sale">
        <BooleanInput source="is_purchasable" helperText="resources.games.helpers.is_purchasable" />
        <BooleanInput source="is_legacy" helperText="resources.games.helpers.is_legacy" />
        <NumberInput source="sort_order" step={1} helperText="resources.games.helpers.sort_order" />
      </FormSection>
    </SimpleForm>
  );
};
