import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';

/** A titled white card of the payment pages; its title names the region for assistive technology. */
export function SectionCard({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx, p: { xs: 2.5, sm: 3.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
