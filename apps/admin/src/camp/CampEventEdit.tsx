import type { AdminCampEvent } from '@coaching/contracts';
import { Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { CampEventForm } from './CampEventForm';
import { ParticipantsCsvButton } from './CampEventList';

const Actions = () => {
  const record = useRecordContext<AdminCampEvent>();
  return (
    <TopToolbar>
      {record && <ParticipantsCsvButton record={record} />}
      <ListButton />
    </TopToolbar>
  );
};

// Pessimistic: the server may refuse (403 for support, 422 a capacity below the seats taken).
export const CampEventEdit = () => (
  <Edit<AdminCampEvent> mutationMode="pessimistic" actions={<Actions />}>
    <CampEventForm />
  </Edit>
);
