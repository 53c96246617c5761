import type { AdminCampEvent } from '@coaching/contracts';
import { Create } from 'react-admin';
import { CampEventForm } from './CampEventForm';

export const CampEventCreate = () => (
  <Create<AdminCampEvent> redirect="list">
    <CampEventForm creating />
  </Create>
);
