import { TRIAL_LESSON_MINUTES } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';

const games = ['VALORANT', 'APEX LEGENDS'] as const;

/** Facts of spec §1/§9, shown as the hero's side panel. */
const trialFacts = [
  { value: '0', unit: '円', label: '無料体験レッスン', short: '無料体験' },
  { value: String(TRIAL_LESSON_MINUTES), unit: '分', label: 'プロコーチと1対1の体験', short: '1対1で体験' },
  { value: '2', unit: 'か月以上', label: 'コーチの研修期間', short: 'コーチの研修' },
] as const;

export function LandingHero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={{
        color: '#fff',
        bgcolor: brand.navy,
        backgroundImage: `radial-gradient(circle at 85% 15%, rgba(255,77,109,0.28), transparent 40%), radial-gradient(circle at 10% 90%, rgba(52,81,209,0.55), transparent 45%)`,
        overflow: 'hidden',
      }}
    >
      <Container
        maxWidth="lg"
        sx={{
          py: { xs: 6, md: 11 },
          display: 'grid',
          gap: { xs: 5, md: 8 },
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', md: '1.35fr 1fr' },
        }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ mb: 2.5, flexWrap: 'wrap' }}>
            {games.map((game) => (
              <Box
                key={game}
                component="span"
                sx={{ px: 1.5, py: 0.5, borderRadius: 999, fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.08em', border: '1px solid rgba(255,255,255,0.4)' }}
              >
                {game}
              </Box>
            ))}
          </Stack>
          <Typography id="hero-title" variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.5rem', md: '3.25rem' }, lineHeight: 1.3 }}>
            プロコーチと、
            <br />
            <Box component="span" sx={{ color: brand.accent }}>
              勝てる自分
            </Box>
            へ。
          </Typography>
          <Typography sx={{ mt: 2.5, color: 'rgba(255,255,255,0.86)', fontSize: { xs: '0.9375rem', md: '1.0625rem' }, maxWidth: 560 }}>
            {brand.name}は、審査を通過したプロコーチによる週1回ペースのマンツーマン指導で、VALORANT・APEX LEGENDSの上達を支えるオンラインコーチングスクールです。
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
            <LinkButton
              href={paths.trialStart}
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon />}
              sx={{ bgcolor: '#fff', color: brand.navy, py: 1.5, px: 4, '&:hover': { bgcolor: '#e6eaff' } }}
            >
              無料体験に申し込む
            </LinkButton>
            <LinkButton
              href={paths.contact}
              variant="outlined"
              size="large"
              sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.6)', py: 1.5, px: 4, '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}
            >
              お問い合わせ
            </LinkButton>
          </Stack>
        </Box>

        <Box
          component="dl"
          aria-label="無料体験レッスン"
          sx={{
            m: 0,
            p: { xs: 2.5, md: 4 },
            display: 'grid',
            gap: { xs: 2, md: 3 },
            gridTemplateColumns: { xs: 'repeat(3, 1fr)', md: '1fr' },
            borderRadius: 4,
            bgcolor: 'rgba(255,255,255,0.06)',
            border: '1px solid rgba(255,255,255,0.14)',
            backdropFilter: 'blur(4px)',
          }}
        >
          {trialFacts.map((fact) => (
            <Box key={fact.label} sx={{ display: 'flex', flexDirection: { xs: 'column-reverse', md: 'row-reverse' }, justifyContent: 'flex-end', alignItems: { xs: 'center', md: 'baseline' }, gap: { xs: 0.5, md: 2 }, textAlign: 'center' }}>
              <Box component="dt" sx={{ fontSize: { xs: '0.75rem', md: '0.9375rem' }, color: 'rgba(255,255,255,0.82)', fontWeight: 700 }}>
                <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                  {fact.label}
                </Box>
                <Box component="span" sx={{ display: { md: 'none' } }}>
                  {fact.short}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0, fontWeight: 900, lineHeight: 1, whiteSpace: 'nowrap', minWidth: { md: 150 }, textAlign: { md: 'left' } }}>
                <Box component="span" sx={{ fontSize: { xs: '1.75rem', md: '2.75rem' } }}>
                  {fact.value}
                </Box>
                <Box component="span" sx={{ fontSize: { xs: '0.75rem', md: '1rem' }, ml: 0.25 }}>
                  {fact.unit}
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
