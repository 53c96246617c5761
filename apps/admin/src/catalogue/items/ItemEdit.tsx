import type { AdminItem } from '@coaching/contracts';
import { Edit } from 'react-admin';
import { ItemForm } from './ItemForm';

export const ItemEdit = () => (
  <Edit<AdminItem> mutationMode="pessimistic">
    <ItemForm />
  </Edit>
);
