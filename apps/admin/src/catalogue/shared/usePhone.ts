import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';

/**
 * Whether the screen is a phone's (below MUI's `sm`): the catalogue's lists show one line per record there (a
 * SimpleList opening the edit page) instead of a table several screens wide (issue 33: plans ran 854 px past 375 px).
 */
export const usePhone = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
