import { brand } from '@coaching/web-theme';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import NoteAltOutlinedIcon from '@mui/icons-material/NoteAltOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SectionHeading } from './SectionHeading';

interface Feature {
  icon: ReactNode;
  title: string;
  body: string;
}

// Spec §1: weekly one-on-one coaching by vetted coaches, a personal chart and notes, member events.
const features: readonly Feature[] = [
  {
    icon: <SupportAgentOutlinedIcon />,
    title: '週1回ペースのマンツーマン指導',
    body: '2か月以上の研修を修了し、審査を通過したコーチが1対1で担当。あなたの課題にあわせて、ひとつずつ着実に改善します。',
  },
  {
    icon: <NoteAltOutlinedIcon />,
    title: 'あなた専用のカルテとノート',
    body: '得意・苦手やレッスンで学んだことをカルテとノートに記録。いまの実力と次に取り組むことが、いつでも確認できます。',
  },
  {
    icon: <EmojiEventsOutlinedIcon />,
    title: '会員限定のイベント',
    body: 'カスタム大会やグループコーチング、配信者と一緒に楽しめるイベントを開催。仲間と競いながら腕を磨けます。',
  },
];

/** #about: what the school is and the three reasons members improve (spec §1). */
export function AboutSection() {
  return (
    <Container component="section" id="about" aria-labelledby="about-title" maxWidth="lg" sx={{ py: { xs: 7, md: 11 } }}>
      <SectionHeading
        eyebrow="ABOUT"
        id="about-title"
        lead={`${brand.name}は、VALORANTとAPEX LEGENDSに特化したオンラインのコーチングスクールです。ひとりでは気づけない課題を、担当コーチと一緒に見つけて、ひとつずつ解決していきます。`}
      >
        {brand.name}で上達できる理由
      </SectionHeading>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}
      >
        {features.map((feature) => (
          <Box
            component="li"
            key={feature.title}
            sx={{ p: { xs: 3, md: 4 }, bgcolor: 'background.paper', borderRadius: 4, border: 1, borderColor: 'divider' }}
          >
            <Box
              aria-hidden
              sx={{ display: 'grid', placeItems: 'center', width: 52, height: 52, borderRadius: 3, bgcolor: '#e9edff', color: 'primary.main', '& svg': { fontSize: 28 } }}
            >
              {feature.icon}
            </Box>
            <Typography variant="h3" sx={{ mt: 2.5, fontSize: { xs: '1.125rem', md: '1.1875rem' } }}>
              {feature.title}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.25 }}>
              {feature.body}
            </Typography>
          </Box>
        ))}
      </Box>
    </Container>
  );
}
