import { Create } from 'react-admin';
import { GroupForm } from './GroupForm';

export const GroupCreate = () => (
  <Create redirect="edit">
    <GroupForm />
  </Create>
);
