import ChildCareIcon from '@mui/icons-material/ChildCareOutlined';
import type { ResourceProps } from 'react-admin';
import { CampApplicationList } from './CampApplicationList';
import { CampApplicationShow } from './CampApplicationShow';

/** Parents' camp applications: payment state, children, consents, contact; receipts and cancellations. */
export default {
  list: CampApplicationList,
  show: CampApplicationShow,
  icon: ChildCareIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
