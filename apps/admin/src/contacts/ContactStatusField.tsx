import Chip from '@mui/material/Chip';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import type { ContactInquiry } from '@coaching/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/** 未対応 stands out (it needs someone); 対応済み recedes. */
export const ContactStatusField = (_props: { label?: string; source?: string }) => {
  const record = useRecordContext<ContactInquiry>();
  const translate = useTranslate();
  if (!record) return null;
  const handled = record.status === 'handled';
  return (
    <Chip
      size="small"
      data-testid="contact-status"
      label={translate(`resources.contacts.status.${record.status}`)}
      color={handled ? 'success' : 'warning'}
      variant={handled ? 'outlined' : 'filled'}
      icon={handled ? <CheckCircleOutlineIcon /> : undefined}
    />
  );
};
