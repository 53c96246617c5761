import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OperatorRole } from '@coaching/contracts';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { usePermissions, useTranslate } from 'react-admin';
import { unmatchedPathKind } from './backOfficeMenu';

/**
 * The back office's catch-all: a screen that exists but is not this role's says so (a coach opening the members list
 * reads "no permission", issue 30), anything else is "not found". The server refuses the data either way.
 */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions<OperatorRole | null>();
  if (isPending) return null;
  const forbidden = unmatchedPathKind(pathname, permissions) === 'forbidden';
  const Icon = forbidden ? LockOutlinedIcon : SearchOffIcon;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 560 }} data-testid={forbidden ? 'forbidden-page' : 'not-found-page'}>
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center', py: 5, px: 3 }}>
          <Icon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            {translate(forbidden ? 'forbidden.title' : 'ra.page.not_found')}
          </Typography>
          <Typography color="text.secondary">{translate(forbidden ? 'forbidden.message' : 'not_found.message')}</Typography>
          <Button component={RouterLink} to="/" variant="contained" sx={{ mt: 1 }}>
            {translate('forbidden.back')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
};
