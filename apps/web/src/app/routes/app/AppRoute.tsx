import { Navigate, useLocation } from 'react-router-dom';
import { memberPaths } from '../../../config/paths';

/**
 * Spec §2 /app: the signed-in top (the breadcrumb's top for members). The member guard sends anyone else to
 * /login (remembering /app); a member lands on their mypage, with any query (`?discord=1`) carried over.
 */
export function AppRoute() {
  const { search } = useLocation();
  return <Navigate to={`${memberPaths.mypage}${search}`} replace />;
}
