import { Admin, Resource } from 'react-admin';
import coupons from './catalogue/coupons';
import games from './catalogue/games';
import items from './catalogue/items';
import plans from './catalogue/plans';
import contacts from './contacts';
import parkedReactions from './parked-reactions';
import payments from './payments';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { adminTheme } from './theme';

/** Served at /admin/ by the api; the hash router keeps every route inside that one page. */
export const App = () => (
  <Admin
    title="GG COACH 管理画面"
    authProvider={authProvider}
    dataProvider={dataProvider}
    i18nProvider={i18nProvider}
    theme={adminTheme}
    layout={AdminLayout}
    loginPage={LoginPage}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    <Resource name="payments" {...payments} />
    <Resource name="contacts" {...contacts} />
    <Resource name="games" {...games} />
    <Resource name="plans" {...plans} />
    <Resource name="items" {...items} />
    <Resource name="coupons" {...coupons} />
    {(role: string | null) => (role === 'admin' ? <Resource name="parked-reactions" {...parkedReactions} /> : null)}
  </Admin>
);
