import { brand } from '@coaching/web-theme';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkButton } from '../../../components/link/LinkButton';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2: any other path shows a 404 heading. */
export function NotFoundRoute() {
  usePageTitle('ページが見つかりません');

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 14 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          fontSize: { xs: '4.5rem', md: '6rem' },
          fontWeight: 900,
          lineHeight: 1,
          letterSpacing: '0.06em',
          background: `linear-gradient(135deg, ${brand.indigo}, ${brand.accent})`,
          backgroundClip: 'text',
          color: 'transparent',
        }}
      >
        404
      </Box>
      <Typography variant="h1" sx={{ mt: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        ページが見つかりません
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        お探しのページは、移動または削除された可能性があります。
        <br />
        URLに誤りがないかご確認ください。
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
        <LinkButton href={paths.home} variant="contained" size="large">
          トップページへ戻る
        </LinkButton>
        <LinkButton href={paths.contact} variant="outlined" size="large">
          お問い合わせ
        </LinkButton>
      </Stack>
    </Container>
  );
}
