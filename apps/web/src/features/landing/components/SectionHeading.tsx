import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionHeadingProps {
  /** Latin eyebrow above the heading (decorative; the heading carries the meaning). */
  eyebrow: string;
  id: string;
  children: ReactNode;
  lead?: ReactNode;
  inverse?: boolean;
}

/** The heading every landing section opens with: eyebrow, h2 (labelled by id) and an optional lead. */
export function SectionHeading({ eyebrow, id, children, lead, inverse = false }: SectionHeadingProps) {
  return (
    <>
      <Typography
        component="p"
        aria-hidden
        sx={{ color: inverse ? '#ff8fa3' : 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem', textAlign: 'center' }}
      >
        {eyebrow}
      </Typography>
      <Typography id={id} variant="h2" sx={{ mt: 0.5, textAlign: 'center', fontSize: { xs: '1.5rem', md: '1.875rem' }, color: inverse ? '#fff' : undefined }}>
        {children}
      </Typography>
      {lead && (
        <Typography sx={{ mt: 1.5, mx: 'auto', maxWidth: 720, textAlign: 'center', color: inverse ? 'rgba(255,255,255,0.84)' : 'text.secondary' }}>
          {lead}
        </Typography>
      )}
    </>
  );
}
