import { brand } from '@coaching/web-theme';
import SportsEsportsIcon from '@mui/icons-material/SportsEsports';
import Box from '@mui/material/Box';
import { paths } from '../../config/paths';
import { AppLink } from '../link/AppLink';

interface BrandLogoProps {
  /** White text for dark backgrounds (footer). */
  inverse?: boolean;
  onClick?: () => void;
}

/** The "GG COACH" mark; always links to the top page. */
export function BrandLogo({ inverse = false, onClick }: BrandLogoProps) {
  return (
    <AppLink
      href={paths.home}
      underline="none"
      onClick={onClick}
      aria-label={`${brand.name} トップページ`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexShrink: 0, borderRadius: 1 }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          placeItems: 'center',
          width: 34,
          height: 34,
          borderRadius: 2,
          color: '#fff',
          background: `linear-gradient(135deg, ${brand.indigo}, ${brand.accent})`,
        }}
      >
        <SportsEsportsIcon sx={{ fontSize: 22 }} />
      </Box>
      <Box
        component="span"
        sx={{ fontWeight: 900, fontSize: 20, letterSpacing: '0.08em', whiteSpace: 'nowrap', color: inverse ? '#fff' : brand.navy }}
      >
        {brand.name}
      </Box>
    </AppLink>
  );
}
