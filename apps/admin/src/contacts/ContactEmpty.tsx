import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { useTranslate } from 'react-admin';

/** No inquiry at all yet (filtered lists that match nothing get react-admin's own message). */
export const ContactEmpty = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, mx: 'auto', maxWidth: 480 }}>
      <MailOutlineIcon sx={{ fontSize: 64, color: 'text.disabled', mb: 1 }} />
      <Typography variant="h4" component="p" gutterBottom>
        {translate('resources.contacts.empty.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.contacts.empty.message')}
      </Typography>
    </Box>
  );
};
