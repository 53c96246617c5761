import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { testimonials } from '../content/testimonials';
import { SectionHeading } from './SectionHeading';

/** #user-voice: six members' words (spec §1, §3 Testimonial). */
export function VoiceSection() {
  return (
    <Box component="section" id="user-voice" aria-labelledby="user-voice-title" sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <SectionHeading eyebrow="USER VOICE" id="user-voice-title" lead="受講中・受講を終えたメンバーの声をご紹介します。">
          受講生の声
        </SectionHeading>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 2, md: 3 }, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}
        >
          {testimonials.map((voice) => (
            <Box
              component="li"
              key={voice.id}
              sx={{ display: 'flex', flexDirection: 'column', p: { xs: 3, md: 3.5 }, borderRadius: 4, bgcolor: 'background.default', border: 1, borderColor: 'divider' }}
            >
              <Box component="figure" sx={{ m: 0, display: 'flex', flexDirection: 'column', height: '100%' }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                  <Box
                    component="img"
                    src={voice.visual.src}
                    width={voice.visual.width}
                    height={voice.visual.height}
                    alt={voice.visual.alt}
                    loading="lazy"
                    decoding="async"
                    sx={{ width: 64, height: 64, borderRadius: '50%', flexShrink: 0 }}
                  />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography component="p" sx={{ fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.08em', color: 'secondary.main' }}>
                      {voice.title}
                    </Typography>
                    <Typography component="figcaption" sx={{ fontWeight: 800 }}>
                      {voice.name}
                    </Typography>
                  </Box>
                </Box>
                <Box component="ul" aria-label="受講の成果とプラン" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
                  {voice.tags.map((tag) => (
                    <Box component="li" key={tag} sx={{ px: 1.25, py: 0.25, borderRadius: 999, bgcolor: '#e9edff', color: 'primary.dark', fontSize: '0.75rem', fontWeight: 700 }}>
                      {tag}
                    </Box>
                  ))}
                </Box>
                <Box component="blockquote" sx={{ m: 0, mt: 2 }}>
                  <Typography variant="body2" sx={{ color: 'text.primary', lineHeight: 1.9 }}>
                    {voice.description}
                  </Typography>
                </Box>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
