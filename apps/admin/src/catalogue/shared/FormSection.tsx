import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A titled group of inputs; the form reads top to bottom in the order an operator fills it. */
export const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mb: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1, pb: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
