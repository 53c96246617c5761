import { brand } from '@coaching/web-theme';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContactForm } from '../../../features/contact/components/ContactForm';
import { usePageTitle } from '../../../hooks/usePageTitle';

export function ContactRoute() {
  usePageTitle('お問い合わせ');

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 }, px: { xs: 2, sm: 3 } }}>
      <Box component="header" sx={{ textAlign: { md: 'center' }, mb: { xs: 3, md: 5 } }}>
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.8125rem' }}>
          CONTACT
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          お問い合わせ
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          コースの内容や料金、無料体験レッスンについてなど、お気軽にご相談ください。
          <Box component="br" sx={{ display: { xs: 'none', md: 'inline' } }} />
          内容を確認のうえ、担当者よりメールでご返信いたします。
        </Typography>
      </Box>

      <Paper
        variant="outlined"
        sx={{ maxWidth: 720, mx: 'auto', p: { xs: 2.5, sm: 4, md: 5 }, borderColor: 'divider', boxShadow: '0 12px 40px rgba(20, 26, 46, 0.06)' }}
      >
        <Box
          component="ul"
          aria-label="ご返信について"
          sx={{
            listStyle: 'none',
            m: 0,
            mb: 4,
            p: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            bgcolor: brand.surface,
            borderRadius: 2,
          }}
        >
          <InfoItem icon={<MailOutlinedIcon />} title="ご返信の目安">
            3営業日以内にメールでご返信します
          </InfoItem>
          <InfoItem icon={<ScheduleIcon />} title="対応時間">
            平日 10:00〜18:00（土日祝を除く）
          </InfoItem>
        </Box>

        <ContactForm />
      </Paper>
    </Container>
  );
}

function InfoItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box>
        <Typography component="p" sx={{ fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.6 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.6 }}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}
