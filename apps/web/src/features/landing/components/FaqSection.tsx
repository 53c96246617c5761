import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { faq } from '../content/faq';
import { SectionHeading } from './SectionHeading';

/**
 * #faq: questions that open and close on click (spec §2). Native <details>/<summary>: keyboard-operable
 * (Enter/Space), announced as expandable, and working in the server-rendered page before any script runs.
 */
export function FaqSection() {
  return (
    <Container component="section" id="faq" aria-labelledby="faq-title" maxWidth="md" sx={{ py: { xs: 7, md: 11 } }}>
      <SectionHeading eyebrow="FAQ" id="faq-title">
        よくある質問
      </SectionHeading>
      <Box sx={{ mt: { xs: 4, md: 6 }, display: 'grid', gap: 1.5 }}>
        {faq.map((entry) => (
          <Box
            component="details"
            key={entry.id}
            id={`faq-${entry.id}`}
            sx={{
              borderRadius: 3,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&[open]': { borderColor: 'primary.main' },
              '&[open] .faq-marker': { transform: 'rotate(45deg)' },
            }}
          >
            <Box
              component="summary"
              sx={{
                listStyle: 'none',
                '&::-webkit-details-marker': { display: 'none' },
                cursor: 'pointer',
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
                p: { xs: 2, md: 2.5 },
                fontWeight: 800,
                borderRadius: 3,
                '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '2px' },
              }}
            >
              <Box component="span" aria-hidden sx={{ color: 'primary.main', fontWeight: 900 }}>
                Q
              </Box>
              <Box component="span" sx={{ flex: 1 }}>
                {entry.question}
              </Box>
              <Box component="span" aria-hidden className="faq-marker" sx={{ fontSize: '1.5rem', lineHeight: 1, color: 'primary.main', transition: 'transform 0.2s' }}>
                +
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1.5, px: { xs: 2, md: 2.5 }, pb: { xs: 2, md: 2.5 } }}>
              <Box component="span" aria-hidden sx={{ color: 'secondary.main', fontWeight: 900 }}>
                A
              </Box>
              <Typography variant="body2" sx={{ lineHeight: 1.9 }}>
                {entry.answer}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
