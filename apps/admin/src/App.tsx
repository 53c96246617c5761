import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import coupons from './catalogue/coupons';
import games from './catalogue/games';
import items from './catalogue/items';
import plans from './catalogue/plans';
import campApplications from './camp/camp-applications';
import campEvents from './camp/camp-events';
import coaches from './coaches';
import { OwnCoachRecord } from './coaches/OwnCoachRecord';
import contacts from './contacts';
import groups from './groups';
import news from './news';
import parkedReactions from './parked-reactions';
import operators from './operators';
import auditLog from './audit-log';
import lessons from './lessons';
import { AgendaPage } from './agenda/AgendaPage';
import payments from './payments';
import refunds from './refunds';
import { RefundPage } from './refunds/RefundPage';
import trialHours from './trial-hours';
import trials from './trials';
import students from './students';
import members from './members';
import { Dashboard } from './dashboard/Dashboard';
import { i18nProvider } from './i18n/i18nProvider';
import { AdminLayout } from './layout/AdminLayout';
import { LoginPage } from './layout/LoginPage';
import { NotFoundPage } from './layout/NotFoundPage';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { adminTheme } from './theme';
import { lazyPart } from './layout/lazyPart';

const LessonCalendar = lazyPart(() => import('./lessons/LessonCalendar').then((m) => m.LessonCalendar));
const TrialCalendar = lazyPart(() => import('./trials/TrialCalendar').then((m) => m.TrialCalendar));

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
    catchAll={NotFoundPage}
    dashboard={Dashboard}
    requireAuth
    disableTelemetry
  >
    {(role: string | null) =>
      role === 'coach' ? (
        // A coach: their lessons, their students and their own hours; no other screen names the role.
        <>
          <Resource name="lessons" {...lessons} />
          <Resource name="students" {...students} />
          <Resource name="coaches" {...coaches} list={OwnCoachRecord} />
          <CustomRoutes>
            <Route path="/calendar" element={<LessonCalendar />} />
            <Route path="/agenda" element={<AgendaPage />} />
            <Route path="/payments/:id/refund" element={<RefundPage />} />
          </CustomRoutes>
        </>
      ) : (
        <>
          <Resource name="members" {...members} />
          <Resource name="payments" {...payments} />
          <Resource name="refunds" {...refunds} />
          <Resource name="lessons" {...lessons} />
          <Resource name="students" {...students} />
          <Resource name="coaches" {...coaches} />
          <Resource name="groups" {...groups} />
          <Resource name="trials" {...trials} />
          <Resource name="trial-hours" {...trialHours} />
          <Resource name="contacts" {...contacts} />
          <Resource name="news" {...news} />
          <Resource name="games" {...games} />
          <Resource name="plans" {...plans} />
          <Resource name="items" {...items} />
          <Resource name="coupons" {...coupons} />
          <Resource name="camp-applications" {...campApplications} />
          <Resource name="camp-events" {...campEvents} />
          {role === 'admin' && <Resource name="parked-reactions" {...parkedReactions} />}
          {role === 'admin' && <Resource name="operators" {...operators} />}
          {role === 'admin' && <Resource name="audit-log" {...auditLog} />}
          <CustomRoutes>
            <Route path="/calendar" element={<LessonCalendar />} />
            <Route path="/agenda" element={<AgendaPage />} />
            <Route path="/trial-calendar" element={<TrialCalendar />} />
            <Route path="/payments/:id/refund" element={<RefundPage />} />
          </CustomRoutes>
        </>
      )
    }
  </Admin>
);
