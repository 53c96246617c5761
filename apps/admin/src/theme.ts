import { alpha, createTheme } from '@mui/material/styles';
import { brand, theme } from '@coaching/web-theme';

/**
 * The shared site theme with what a dense back office needs on top: react-admin's input defaults
 * (filled, dense), a sidebar width, and tighter buttons than the site's wide pill buttons.
 */
export const adminTheme = createTheme(theme, {
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    MuiTextField: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFormControl: { defaultProps: { variant: 'filled', margin: 'dense', size: 'small', fullWidth: true } },
    MuiFilledInput: {
      styleOverrides: { root: { backgroundColor: alpha(brand.navy, 0.04), '&:hover': { backgroundColor: alpha(brand.navy, 0.07) } } },
    },
    MuiButton: { styleOverrides: { root: { paddingInline: 16 }, sizeSmall: { paddingInline: 12 } } },
    MuiTableCell: {
      styleOverrides: {
        head: { fontWeight: 700, color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
        root: { '&.MuiTableCell-paddingCheckbox': { padding: '0 8px' } },
      },
    },
    MuiListItemIcon: { styleOverrides: { root: { minWidth: 44 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 700 } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          borderRadius: 8,
          marginInline: 8,
          borderLeft: '3px solid transparent',
          '&.RaMenuItemLink-active': {
            color: brand.indigo,
            fontWeight: 700,
            backgroundColor: alpha(brand.indigo, 0.08),
            borderLeftColor: brand.indigo,
            '& .MuiListItemIcon-root': { color: brand.indigo },
          },
        },
      },
    },
    RaLayout: { styleOverrides: { root: { '& .RaLayout-content': { paddingTop: 16 } } } },
  },
});
