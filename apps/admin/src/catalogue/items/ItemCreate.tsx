import type { AdminItem } from '@coaching/contracts';
import { Create } from 'react-admin';
import { ItemForm } from './ItemForm';

export const ItemCreate = () => (
  <Create<AdminItem> redirect="list">
    <ItemForm creating />
  </Create>
);
