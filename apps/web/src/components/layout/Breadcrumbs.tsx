import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../features/auth/api/get-current-user';
import { AppLink } from '../link/AppLink';
import { breadcrumbTopHref } from './breadcrumb-top';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  href?: string;
}

/** The trail above a page: 'トップ' (/app for members, / otherwise: spec §2), then `trail`. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { me } = useCurrentUser();
  const crumbs: Crumb[] = [{ label: 'トップ', href: breadcrumbTopHref(me) }, ...trail];
  return (
    <MuiBreadcrumbs aria-label="パンくずリスト" separator={<NavigateNextIcon fontSize="small" />} sx={{ mb: 2, fontSize: '0.875rem', '& .MuiBreadcrumbs-li': { minWidth: 0 } }}>
      {crumbs.map((crumb, index) =>
        crumb.href ? (
          <AppLink key={index} href={crumb.href} color="text.secondary" underline="hover">
            {crumb.label}
          </AppLink>
        ) : (
          <Typography key={index} aria-current="page" color="text.primary" noWrap sx={{ fontSize: 'inherit', maxWidth: { xs: 180, sm: 420 } }}>
            {crumb.label}
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
