// MUI 9 dropped the legacy *Outline icons; MailOutlined is the same envelope.
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import type { ResourceProps } from 'react-admin';
import { ContactList } from './ContactList';
import { ContactShow } from './ContactShow';

/** Inquiries from the public contact form: read them, then mark them handled. */
export default {
  list: ContactList,
  show: ContactShow,
  icon: MailOutlineIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
