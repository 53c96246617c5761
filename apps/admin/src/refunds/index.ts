import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import type { ResourceProps } from 'react-admin';
import { RefundList } from './RefundList';
import { RefundShow } from './RefundShow';

/** 解約・返金: cancellations with their refund, the admins' approval queue (承認待ち). */
export default {
  list: RefundList,
  show: RefundShow,
  icon: AssignmentReturnIcon,
  recordRepresentation: 'title',
} satisfies Omit<ResourceProps, 'name'>;
