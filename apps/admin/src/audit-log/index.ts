import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import type { ResourceProps } from 'react-admin';
import { AuditLogList } from './AuditLogList';

/** The audit log of operator actions (admins only). */
export default {
  list: AuditLogList,
  icon: HistoryIcon,
} satisfies Omit<ResourceProps, 'name'>;
