import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { ResourceProps } from 'react-admin';
import { ItemCreate } from './ItemCreate';
import { ItemEdit } from './ItemEdit';
import { ItemList } from './ItemList';

/** Add-ons bought by quantity: extra lessons, extra events. */
export default {
  list: ItemList,
  edit: ItemEdit,
  create: ItemCreate,
  icon: AddShoppingCartIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
