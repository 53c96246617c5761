import Box from '@mui/material/Box';
import { groupSchema } from '@coaching/contracts';
import type { AdminGroup } from '@coaching/contracts';
import { ArrayInput, AutocompleteInput, BooleanInput, NumberInput, ReferenceInput, SaveButton, SelectInput, SimpleForm, SimpleFormIterator, TextInput, Toolbar, useRecordContext } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { GroupMemberInput } from './GroupMemberInput';

const row = { display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, width: '100%' } as const;

/** Groups are changed, not deleted (their lessons keep them): saving is the only action. */
const SaveOnly = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * A group (spec §3 Group): its name and kind, Discord server, game and coach, and its members with the leader. The
 * api answers the coach as `coach`; the form edits `coach_id`.
 */
export const GroupForm = () => {
  const group = useRecordContext<AdminGroup>();
  return (
  <SimpleForm resolver={schemaResolver(groupSchema)} defaultValues={{ type_label: '', members: [], coach_id: group?.coach?.id ?? null }} toolbar={<SaveOnly />} sx={{ maxWidth: 760 }}>
    <FormSection title="resources.groups.sections.group">
      <Box sx={row}>
        <TextInput source="name" />
        <TextInput source="type_label" helperText="resources.groups.helpers.type_label" />
      </Box>
      <Box sx={row}>
        <ReferenceInput source="game_id" reference="games" sort={{ field: 'sort_order', order: 'ASC' }}>
          <SelectInput optionText="name" />
        </ReferenceInput>
        <ReferenceInput source="coach_id" reference="coaches" sort={{ field: 'name', order: 'ASC' }} perPage={100} filter={{ is_active: true }}>
          <AutocompleteInput optionText="name" />
        </ReferenceInput>
      </Box>
      <TextInput source="discord_url" helperText="resources.groups.helpers.https" />
      <TextInput source="image_url" helperText="resources.groups.helpers.https" />
    </FormSection>
    <FormSection title="resources.groups.sections.members">
      <ArrayInput source="members" label={false}>
        <SimpleFormIterator inline disableReordering>
          <GroupMemberInput group={group} source="member_id" label="resources.groups.fields.member_id" sx={{ minWidth: 280 }} />
          <NumberInput source="ticket_count" label="resources.groups.fields.ticket_count" min={0} max={99} sx={{ width: 140 }} />
          <BooleanInput source="is_leader" label="resources.groups.fields.is_leader" />
        </SimpleFormIterator>
      </ArrayInput>
    </FormSection>
  </SimpleForm>
  );
};
