import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { brand } from '@coaching/web-theme';
import { useTranslate } from 'ra-core';

/** "GG COACH 管理画面": the wordmark of the app bar and the login page, both on navy. */
export const BrandMark = ({ sx, size = 'small' }: { sx?: SxProps<Theme>; size?: 'small' | 'large' }) => {
  const translate = useTranslate();
  const large = size === 'large';
  return (
    <Box sx={[{ display: 'inline-flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="span" sx={{ fontWeight: 900, letterSpacing: '0.06em', fontSize: large ? '1.75rem' : '1.05rem', lineHeight: 1 }}>
        <Box component="span" sx={{ color: brand.accentOnNavy }}>
          GG
        </Box>{' '}
        COACH
      </Box>
      <Box
        component="span"
        sx={{
          fontSize: large ? '0.8rem' : '0.7rem',
          fontWeight: 700,
          letterSpacing: '0.08em',
          px: 1,
          py: 0.25,
          borderRadius: 1,
          border: '1px solid currentColor',
          opacity: 0.85,
        }}
      >
        {translate('app.brand_suffix')}
      </Box>
    </Box>
  );
};
