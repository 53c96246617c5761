import { createTheme } from '@mui/material/styles';

/** System Japanese fonts only: nothing is fetched from another origin. */
export const FONT_FAMILY = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'system-ui',
  'sans-serif',
].join(',');

export const brand = {
  name: 'GG COACH',
  nameJa: 'ジージーコーチ',
  tagline: 'プロコーチと、勝てる自分へ。',
  navy: '#141a2e',
  indigo: '#3451d1',
  accent: '#d6284a',
  /** The accent on navy (the back office's app bar and login): #d6284a reads 3.5:1 there, this 5.8:1 (WCAG AA). */
  accentOnNavy: '#ff5c7a',
  surface: '#f4f6fb',
} as const;

/** The one theme of the public site, the member area and the back office. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: brand.indigo, dark: '#243aa3', contrastText: '#ffffff' },
    secondary: { main: brand.accent, contrastText: '#ffffff' },
    background: { default: brand.surface, paper: '#ffffff' },
    text: { primary: '#1f2433', secondary: '#4d5468' },
    success: { main: '#15744b' },
    error: { main: '#c62839' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.35, letterSpacing: '0.02em' },
    h2: { fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.4, letterSpacing: '0.02em' },
    h3: { fontSize: '1.375rem', fontWeight: 700, lineHeight: 1.5 },
    h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.5 },
    body1: { fontSize: '1rem', lineHeight: 1.85 },
    body2: { fontSize: '0.875rem', lineHeight: 1.75 },
    button: { fontWeight: 700, textTransform: 'none', letterSpacing: '0.04em' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 999, paddingInline: 24 } } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  },
});
