import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { gameTitles } from '../content/games';
import { SectionHeading } from './SectionHeading';

/** #title: the supported games (spec §3 Game title card). */
export function TitleSection() {
  return (
    <Box component="section" id="title" aria-labelledby="title-title" sx={{ bgcolor: 'background.paper', py: { xs: 7, md: 11 } }}>
      <Container maxWidth="lg">
        <SectionHeading eyebrow="TITLE" id="title-title" lead="現在は2つのタイトルでコーチングを行っています。">
          対応タイトル
        </SectionHeading>
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: { xs: 4, md: 6 }, display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
          {gameTitles.map((game) => (
            <Box component="li" key={game.title} sx={{ borderRadius: 4, overflow: 'hidden', border: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
              <Box
                component="img"
                src={game.img.src}
                width={game.img.width}
                height={game.img.height}
                alt={game.img.alt}
                loading="lazy"
                decoding="async"
                sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${game.img.width} / ${game.img.height}` }}
              />
              <Box sx={{ p: { xs: 3, md: 4 } }}>
                <Typography component="p" sx={{ fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.08em', color: 'secondary.main' }}>
                  {game.label}
                </Typography>
                <Typography variant="h3" sx={{ mt: 0.5, fontSize: '1.375rem', fontWeight: 900, letterSpacing: '0.04em' }}>
                  {game.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, lineHeight: 1.9 }}>
                  {game.description}
                </Typography>
              </Box>
            </Box>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
