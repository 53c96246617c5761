import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The frame of every camp page: an eyebrow, the title, a lead, and a white card; phone first. */
export function CampPage({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 7 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ textAlign: { md: 'center' }, mb: { xs: 2.5, md: 4 } }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          FORTNITE CAMP
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.5rem', md: '2.125rem' } }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mt: 1.25 }}>
            {lead}
          </Typography>
        )}
      </Box>
      <Paper variant="outlined" sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2, sm: 4 }, borderColor: 'divider', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.06)', display: 'grid', gap: 3 }}>
        {children}
      </Paper>
    </Container>
  );
}
