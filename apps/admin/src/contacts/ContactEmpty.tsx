import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { ResourceEmpty } from '../layout/ResourceEmpty';

/** No inquiry at all yet. */
export const ContactEmpty = () => <ResourceEmpty resource="contacts" icon={<MailOutlineIcon />} />;
