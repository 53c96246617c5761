import { brand } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { differences, differencesFigure } from '../content/differences';
import { SectionHeading } from './SectionHeading';

/** #other: how this school differs from other services, with a figure that has a narrow variant (spec §2). */
export function DifferenceSection() {
  const { wide, narrow, narrowMedia, caption } = differencesFigure;
  return (
    <Box component="section" id="other" aria-labelledby="other-title" sx={{ bgcolor: brand.navy, color: '#fff', py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <SectionHeading inverse eyebrow="DIFFERENCE" id="other-title" lead="単発のレッスンではなく、担当コーチと続けるから上達が続きます。">
          ほかのサービスとの違い
        </SectionHeading>

        <Box component="figure" sx={{ m: 0, mt: { xs: 4, md: 6 } }}>
          {/* Styled from the <picture> so no style element lands between <source> and <img>. */}
          <Box
            component="picture"
            sx={{ display: 'block', '& img': { display: 'block', width: '100%', height: 'auto', borderRadius: 4, mx: 'auto', maxWidth: { xs: 480, md: 'none' } } }}
          >
            <source media={narrowMedia} srcSet={narrow.src} width={narrow.width} height={narrow.height} type="image/webp" />
            <img src={wide.src} width={wide.width} height={wide.height} alt={wide.alt} loading="lazy" decoding="async" />
          </Box>
          <Typography component="figcaption" sx={{ mt: 1.5, textAlign: 'center', fontSize: '0.875rem', color: 'rgba(255,255,255,0.8)' }}>
            {caption}
          </Typography>
        </Box>

        <Box component="table" sx={{ mt: { xs: 4, md: 6 }, width: '100%', tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, fontSize: { xs: '0.8125rem', md: '0.9375rem' }, '& th, & td': { overflowWrap: 'anywhere', verticalAlign: 'top' } }}>
          <Box component="caption" sx={visuallyHidden}>{brand.name}とほかのコーチングサービスの比較</Box>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={{ width: { xs: '22%', md: '20%' } }}>
                <Box component="span" sx={visuallyHidden}>比較する点</Box>
              </Box>
              <Box component="th" scope="col" sx={{ p: { xs: 1.25, md: 2 }, bgcolor: brand.indigo, borderTopLeftRadius: 12, fontWeight: 800 }}>
                {brand.name}
              </Box>
              <Box component="th" scope="col" sx={{ p: { xs: 1.25, md: 2 }, bgcolor: 'rgba(255,255,255,0.08)', borderTopRightRadius: 12, fontWeight: 700, color: 'rgba(255,255,255,0.86)' }}>
                一般的なサービス
              </Box>
            </tr>
          </thead>
          <tbody>
            {differences.map((row) => (
              <tr key={row.title}>
                <Box component="th" scope="row" sx={{ p: { xs: 1.25, md: 2 }, textAlign: 'left', fontWeight: 800, borderTop: '1px solid rgba(255,255,255,0.14)' }}>
                  {row.title}
                </Box>
                <Box component="td" sx={{ p: { xs: 1.25, md: 2 }, bgcolor: 'rgba(52,81,209,0.3)', borderTop: '1px solid rgba(255,255,255,0.14)', fontWeight: 700 }}>
                  {row.ours}
                </Box>
                <Box component="td" sx={{ p: { xs: 1.25, md: 2 }, bgcolor: 'rgba(255,255,255,0.04)', borderTop: '1px solid rgba(255,255,255,0.14)', color: 'rgba(255,255,255,0.8)' }}>
                  {row.others}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Container>
    </Box>
  );
}
