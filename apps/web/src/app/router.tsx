import { type ComponentType, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { FullPageFallback } from '../components/layout/PageFallback';
import { PublicLayout } from '../components/layout/PublicLayout';
import { campPaths, guardianPaths, memberPaths, paths } from '../config/paths';
import { RefreshCurrentUserOnNavigate } from '../features/auth/components/RefreshCurrentUserOnNavigate';

// Pages load on demand so the first visit only downloads the shell and the page it opens.
const HomeRoute = lazy(() => import('./routes/home/HomeRoute').then((m) => ({ default: m.HomeRoute })));
const ContactRoute = lazy(() => import('./routes/contact/ContactRoute').then((m) => ({ default: m.ContactRoute })));
const LoginRoute = lazy(() => import('./routes/login/LoginRoute').then((m) => ({ default: m.LoginRoute })));
const RegisterRoute = lazy(() => import('./routes/register/RegisterRoute').then((m) => ({ default: m.RegisterRoute })));
const RegisterSentRoute = lazy(() => import('./routes/register/RegisterSentRoute').then((m) => ({ default: m.RegisterSentRoute })));
const PasswordRemindRoute = lazy(() => import('./routes/password/PasswordRemindRoute').then((m) => ({ default: m.PasswordRemindRoute })));
const PasswordResetRoute = lazy(() => import('./routes/password/PasswordResetRoute').then((m) => ({ default: m.PasswordResetRoute })));
const RuleRoute = lazy(() => import('./routes/legal/RuleRoute').then((m) => ({ default: m.RuleRoute })));
const PrivacyRoute = lazy(() => import('./routes/legal/PrivacyRoute').then((m) => ({ default: m.PrivacyRoute })));
const EbizRuleRoute = lazy(() => import('./routes/legal/EbizRuleRoute').then((m) => ({ default: m.EbizRuleRoute })));
const CampRuleRoute = lazy(() => import('./routes/legal/CampRuleRoute').then((m) => ({ default: m.CampRuleRoute })));
const CampEbizRuleRoute = lazy(() => import('./routes/legal/CampEbizRuleRoute').then((m) => ({ default: m.CampEbizRuleRoute })));
const CampProfileRoute = lazy(() => import('./routes/camp/CampProfileRoute').then((m) => ({ default: m.CampProfileRoute })));
const CampPaymentRoute = lazy(() => import('./routes/camp/CampPaymentRoute').then((m) => ({ default: m.CampPaymentRoute })));
const CampReceiptRoute = lazy(() => import('./routes/camp/CampReceiptRoute').then((m) => ({ default: m.CampReceiptRoute })));
const CampCompleteRoute = lazy(() => import('./routes/camp/CampCompleteRoute').then((m) => ({ default: m.CampCompleteRoute })));
const CampCancelRoute = lazy(() => import('./routes/camp/CampCancelRoute').then((m) => ({ default: m.CampCancelRoute })));
const TrialStartRoute = lazy(() => import('./routes/trials/TrialStartRoute').then((m) => ({ default: m.TrialStartRoute })));
const GuardianRegisterRoute = lazy(() => import('./routes/guardians/GuardianRegisterRoute').then((m) => ({ default: m.GuardianRegisterRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found/NotFoundRoute').then((m) => ({ default: m.NotFoundRoute })));

// The member area: guard and layout in one chunk, then each page.
const MemberArea = lazy(() => import('./routes/member/MemberArea').then((m) => ({ default: m.MemberArea })));
const AppRoute = lazy(() => import('./routes/app/AppRoute').then((m) => ({ default: m.AppRoute })));
const NewsRoute = lazy(() => import('./routes/news/NewsRoute').then((m) => ({ default: m.NewsRoute })));
const NewsListRoute = lazy(() => import('./routes/news/NewsListRoute').then((m) => ({ default: m.NewsListRoute })));
const MypageRoute = lazy(() => import('./routes/mypage/MypageRoute').then((m) => ({ default: m.MypageRoute })));
const HistoriesRoute = lazy(() => import('./routes/histories/HistoriesRoute').then((m) => ({ default: m.HistoriesRoute })));
const DiscordRoute = lazy(() => import('./routes/discord/DiscordRoute').then((m) => ({ default: m.DiscordRoute })));
const PasswordChangeRoute = lazy(() => import('./routes/password/PasswordChangeRoute').then((m) => ({ default: m.PasswordChangeRoute })));
const TrialsRoute = lazy(() => import('./routes/trials/TrialsRoute').then((m) => ({ default: m.TrialsRoute })));
const PaymentsRoute = lazy(() => import('./routes/payments/PaymentsRoute').then((m) => ({ default: m.PaymentsRoute })));
const PaymentsInformationRoute = lazy(() => import('./routes/payments/PaymentsInformationRoute').then((m) => ({ default: m.PaymentsInformationRoute })));
const PaymentsCreateRoute = lazy(() => import('./routes/payments/PaymentsCreateRoute').then((m) => ({ default: m.PaymentsCreateRoute })));
const PaymentsItemRoute = lazy(() => import('./routes/payments/PaymentsItemRoute').then((m) => ({ default: m.PaymentsItemRoute })));
const PaymentsItemCreateRoute = lazy(() => import('./routes/payments/PaymentsItemCreateRoute').then((m) => ({ default: m.PaymentsItemCreateRoute })));
const PaymentsCardRoute = lazy(() => import('./routes/payments/PaymentsCardRoute').then((m) => ({ default: m.PaymentsCardRoute })));
const PaymentsHistoryRoute = lazy(() => import('./routes/payments/PaymentsHistoryRoute').then((m) => ({ default: m.PaymentsHistoryRoute })));
const PaymentReceiptRoute = lazy(() => import('./routes/payments/PaymentReceiptRoute').then((m) => ({ default: m.PaymentReceiptRoute })));
const PaymentOrderRoute = lazy(() => import('./routes/payments/PaymentOrderRoute').then((m) => ({ default: m.PaymentOrderRoute })));
const PaymentResultRoute = lazy(() => import('./routes/payments/PaymentResultRoute').then((m) => ({ default: m.PaymentResultRoute })));
const WithdrawRoute = lazy(() => import('./routes/withdraw/WithdrawRoute').then((m) => ({ default: m.WithdrawRoute })));
const MemberGuardiansRoute = lazy(() => import('./routes/guardians/MemberGuardiansRoute').then((m) => ({ default: m.MemberGuardiansRoute })));

// The guardian area (issue 31): its guard and layout, then its page.
const GuardianArea = lazy(() => import('./routes/guardians/GuardianArea').then((m) => ({ default: m.GuardianArea })));
const GuardianHomeRoute = lazy(() => import('./routes/guardians/GuardianHomeRoute').then((m) => ({ default: m.GuardianHomeRoute })));
const GuardianChildApplyRoute = lazy(() => import('./routes/guardians/GuardianChildApplyRoute').then((m) => ({ default: m.GuardianChildApplyRoute })));
const GuardianCheckoutRoute = lazy(() => import('./routes/guardians/GuardianCheckoutRoute').then((m) => ({ default: m.GuardianCheckoutRoute })));
const GuardianChildItemRoute = lazy(() => import('./routes/guardians/GuardianChildItemRoute').then((m) => ({ default: m.GuardianChildItemRoute })));
const GuardianItemCheckoutRoute = lazy(() => import('./routes/guardians/GuardianItemCheckoutRoute').then((m) => ({ default: m.GuardianItemCheckoutRoute })));
const GuardianPaymentRoute = lazy(() => import('./routes/guardians/GuardianPaymentRoute').then((m) => ({ default: m.GuardianPaymentRoute })));
const GuardianReceiptRoute = lazy(() => import('./routes/guardians/GuardianReceiptRoute').then((m) => ({ default: m.GuardianReceiptRoute })));

/** Public pages, in the public layout. */
const publicRoutes: ReadonlyArray<readonly [string, ComponentType]> = [
  [paths.home, HomeRoute],
  [paths.contact, ContactRoute],
  [paths.trialStart, TrialStartRoute],
  [paths.login, LoginRoute],
  [paths.register, RegisterRoute],
  [paths.guardianRegister, GuardianRegisterRoute],
  [paths.registerSent, RegisterSentRoute],
  [paths.passwordRemind, PasswordRemindRoute],
  [paths.passwordReset, PasswordResetRoute],
  [paths.rule, RuleRoute],
  [paths.privacy, PrivacyRoute],
  [paths.ebizRule, EbizRuleRoute],
  [paths.campRule, CampRuleRoute],
  [paths.campEbizRule, CampEbizRuleRoute],
  // The camp (spec §2): no sign-in; the e-mailed URL's token opens the payment.
  [campPaths.profile, CampProfileRoute],
  [campPaths.payment, CampPaymentRoute],
  [campPaths.complete, CampCompleteRoute],
  [campPaths.receipt, CampReceiptRoute],
  [campPaths.cancel, CampCancelRoute],
];

/** Member pages, behind the member guard. Static paths win over `/payments/:id` (react-router ranks them first). */
const memberRoutes: ReadonlyArray<readonly [string, ComponentType]> = [
  [memberPaths.app, AppRoute],
  [memberPaths.mypage, MypageRoute],
  [memberPaths.newsList, NewsListRoute],
  [memberPaths.news, NewsRoute],
  [memberPaths.histories, HistoriesRoute],
  [memberPaths.discord, DiscordRoute],
  [memberPaths.passwordChange, PasswordChangeRoute],
  [memberPaths.trials, TrialsRoute],
  [memberPaths.payments, PaymentsRoute],
  [memberPaths.paymentsInformation, PaymentsInformationRoute],
  [memberPaths.paymentsCreate, PaymentsCreateRoute],
  [memberPaths.paymentsItem, PaymentsItemRoute],
  [memberPaths.paymentsItemCreate, PaymentsItemCreateRoute],
  [memberPaths.paymentsCard, PaymentsCardRoute],
  [memberPaths.paymentsHistory, PaymentsHistoryRoute],
  [memberPaths.paymentOrder, PaymentOrderRoute],
  [memberPaths.paymentResult, PaymentResultRoute],
  [memberPaths.paymentReceipt, PaymentReceiptRoute],
  [memberPaths.guardians, MemberGuardiansRoute],
  [memberPaths.withdraw, WithdrawRoute],
];

/** Guardian pages, behind the guardian guard (issue 31). */
const guardianRoutes: ReadonlyArray<readonly [string, ComponentType]> = [
  [guardianPaths.home, GuardianHomeRoute],
  // The guardian pays for a linked child (ADR 0038).
  [guardianPaths.childApply, GuardianChildApplyRoute],
  [guardianPaths.childCheckout, GuardianCheckoutRoute],
  [guardianPaths.childItem, GuardianChildItemRoute],
  [guardianPaths.childItemCheckout, GuardianItemCheckoutRoute],
  [guardianPaths.payment, GuardianPaymentRoute],
  [guardianPaths.receipt, GuardianReceiptRoute],
];

/**
 * Whether the router has a page for this path (else it draws the not-found page). The api answers 404 for
 * the others, with the same app, so a search engine or a monitor sees what a person sees.
 */
export function isRoutedPath(path: string): boolean {
  return [...publicRoutes, ...memberRoutes, ...guardianRoutes].some(([pattern]) => matchPath({ path: pattern, end: true }, path) !== null);
}

export function AppRouter() {
  return (
    <>
      <RefreshCurrentUserOnNavigate />
      <Routes>
        <Route element={<PublicLayout />}>
          {publicRoutes.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
        <Route
          element={
            <Suspense fallback={<FullPageFallback />}>
              <MemberArea />
            </Suspense>
          }
        >
          {memberRoutes.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
        <Route
          element={
            <Suspense fallback={<FullPageFallback />}>
              <GuardianArea />
            </Suspense>
          }
        >
          {guardianRoutes.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Routes>
    </>
  );
}
