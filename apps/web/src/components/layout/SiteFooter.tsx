import { TIME_ZONE } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { externalLinks } from '../../config/links';
import { paths } from '../../config/paths';
import { AppLink } from '../link/AppLink';
import { BrandLogo } from './BrandLogo';
import { visuallyHidden } from './visually-hidden';

interface FooterLink {
  label: string;
  href: string;
  external?: boolean;
}

const footerLinks: readonly FooterLink[] = [
  { label: '運営会社', href: externalLinks.company, external: true },
  { label: '利用規約', href: paths.rule },
  { label: 'プライバシーポリシー', href: paths.privacy },
  { label: '特定商取引法に基づく表記', href: paths.ebizRule },
  { label: 'お問い合わせ', href: paths.contact },
  { label: '情報セキュリティ方針', href: externalLinks.securityPolicy, external: true },
];

const NEW_TAB = '（新しいタブで開きます）';

/** The copyright year as it is in Japan, whatever the visitor's clock zone. */
const year = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric' }).format(new Date());

const linkSx = {
  color: 'rgba(255,255,255,0.86)',
  fontSize: '0.875rem',
  '&:hover': { color: '#fff' },
} as const;

export function SiteFooter() {
  return (
    <Box component="footer" id="footer" sx={{ bgcolor: brand.navy, color: 'rgba(255,255,255,0.86)' }}>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1.6fr' } }}>
          <Box>
            <BrandLogo inverse />
            <Typography variant="body2" sx={{ mt: 1.5, color: 'inherit' }}>
              {brand.tagline}
              <br />
              VALORANT・APEX LEGENDSのオンラインコーチングスクール
            </Typography>
            <Box component="ul" aria-label="公式SNS" sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, display: 'flex', gap: 1.5 }}>
              <li>
                <SocialLink href={externalLinks.x} label="X（旧Twitter）">
                  <XIcon sx={{ fontSize: 18 }} />
                </SocialLink>
              </li>
              <li>
                <SocialLink href={externalLinks.note} label="note">
                  <Box component="span" sx={{ fontWeight: 900, fontSize: 13, letterSpacing: '0.02em' }}>
                    note
                  </Box>
                </SocialLink>
              </li>
            </Box>
          </Box>

          <Box component="nav" aria-label="フッターメニュー">
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                rowGap: { xs: 1.75, md: 2 },
                columnGap: { xs: 3, sm: 5 },
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, max-content)' },
                justifyContent: { sm: 'start', md: 'end' },
              }}
            >
              {footerLinks.map((link) => (
                <li key={link.href}>
                  <AppLink href={link.href} newTab={link.external} underline="hover" sx={linkSx}>
                    {link.label}
                    {link.external && <Box component="span" sx={visuallyHidden}>{NEW_TAB}</Box>}
                  </AppLink>
                </li>
              ))}
            </Box>
          </Box>
        </Box>

        <Box sx={{ mt: { xs: 4, md: 6 }, pt: 3, borderTop: '1px solid rgba(255,255,255,0.14)' }}>
          <Typography variant="body2" component="p" sx={{ color: 'rgba(255,255,255,0.72)', fontSize: '0.75rem' }}>
            © {year} {brand.name}
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}

function SocialLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <AppLink
      href={href}
      newTab
      aria-label={`${brand.name}公式${label}${NEW_TAB}`}
      underline="none"
      sx={{
        display: 'grid',
        placeItems: 'center',
        minWidth: 40,
        height: 40,
        px: 1,
        borderRadius: 999,
        color: '#fff',
        border: '1px solid rgba(255,255,255,0.3)',
        '&:hover': { bgcolor: 'rgba(255,255,255,0.1)' },
      }}
    >
      {children}
    </AppLink>
  );
}
