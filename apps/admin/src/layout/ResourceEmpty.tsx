import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A resource with no record at all yet: an icon and `resources.<name>.empty.{title,message}`.
 * (Filtered lists that match nothing get react-admin's own message.)
 */
export const ResourceEmpty = ({ resource, icon }: { resource: string; icon: ReactElement }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, mx: 'auto', maxWidth: 480, '& > svg': { fontSize: 64, color: 'text.disabled', mb: 1 } }}>
      {icon}
      <Typography variant="h4" component="p" gutterBottom>
        {translate(`resources.${resource}.empty.title`)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.${resource}.empty.message`)}
      </Typography>
    </Box>
  );
};
