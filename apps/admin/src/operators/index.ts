import ManageAccountsIcon from '@mui/icons-material/ManageAccountsOutlined';
import type { ResourceProps } from 'react-admin';
import { OperatorCreate } from './OperatorCreate';
import { OperatorEdit } from './OperatorEdit';
import { OperatorList } from './OperatorList';

/** Operator accounts (admins only). */
export default {
  list: OperatorList,
  create: OperatorCreate,
  edit: OperatorEdit,
  icon: ManageAccountsIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
