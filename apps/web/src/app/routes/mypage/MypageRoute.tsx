import { type CurrentUser, trialRedirect } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import SportsEsportsOutlinedIcon from '@mui/icons-material/SportsEsportsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { useMemberOutlet } from '../../../components/layout/member-outlet';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { DiscordSection } from '../../../features/discord/components/DiscordSection';
import { canBookTrial } from '../../../features/discord/model/discord-copy';
import { LatestNewsSection } from '../../../features/news/components/LatestNewsSection';
import { memberName } from '../../../features/auth/member-name';
import { LoadFailed } from '../../../features/payments/components/LoadFailed';
import { PurchasedOrderNotice } from '../../../features/payments/components/PurchasedOrderNotice';
import { UnsettledPaymentNotice, useUnsettledPaymentId } from '../../../features/payments/components/UnsettledPaymentNotice';
import { useSubscriptions } from '../../../features/subscriptions/api/get-subscriptions';
import { PendingOrdersSection } from '../../../features/subscriptions/components/PendingOrdersSection';
import { TrialIntentCard } from '../../../features/trials/components/TrialIntentCard';
import { TrialWaitlistSection } from '../../../features/trials/components/TrialWaitlistSection';
import { UpcomingTrialSection } from '../../../features/trials/components/UpcomingTrialSection';
import { currentPlanNextCharge, mypagePlanArea } from '../../../features/subscriptions/model/pending-orders';
import { nextChargeLabel } from '../../../features/payments/model/history-rows';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { MYPAGE_LESSON_SECTIONS, type MypageSection } from './mypage-sections';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';
import { useArrivalNotice } from '../../../features/auth/useArrivalNotice';

/**
 * Spec §2 Mypage, in its order (a free trial booked, or set out to book, first: issue 30): the current plan's game and plan (or none yet; bank orders waiting for their
 * transfer, issue 8), the latest news, the lessons context's sections (`lessonSections`: next lesson, groups,
 * chart), and the Discord connection section. Query: `discord` focuses the Discord section; `first` or
 * `verified` (just signed in or verified) opens the profile form when the member has no name yet.
 */
export function MypageRoute({ lessonSections = MYPAGE_LESSON_SECTIONS }: { lessonSections?: readonly MypageSection[] }) {
  usePageTitle('マイページ');
  useArrivalNotice();
  const { me } = useCurrentUser();
  const [params] = useSearchParams();
  const subscriptions = useSubscriptions();
  // Spec §4: the result page came here after 60 s without an outcome; the order shows as being confirmed until it settles.
  const unsettledPaymentId = useUnsettledPaymentId();
  const { openProfile } = useMemberOutlet();
  // Spec §2: with `verified` or `first` (just verified, or the first visit after signing in), a trial member with a
  // reservation URL goes there; otherwise a member with no name is asked to complete the profile: the request is
  // focused and read out. It is a focused prompt rather than a modal opened unasked, so the page stays usable; the
  // form is the sidebar's modal, one click away.
  const arrived = params.has('first') || params.has('verified');
  const trialUrl = me && arrived ? trialReservation(me) : null;
  useEffect(() => {
    if (trialUrl) window.location.assign(trialUrl);
  }, [trialUrl]);
  if (!me || trialUrl) return null;
  const area = mypagePlanArea(Boolean(me.current_plan), subscriptions);
  const name = memberName(me);

  return (
    <Box sx={{ maxWidth: 960, px: { xs: 2, sm: 3, md: 5 }, py: { xs: 3, md: 5 }, display: 'grid', gap: { xs: 2.5, md: 3 } }}>
      <Box component="header">
        <Typography component="p" sx={{ color: 'primary.main', fontWeight: 800, letterSpacing: '0.2em', fontSize: '0.75rem' }}>
          MY PAGE
        </Typography>
        <Typography variant="h1" sx={{ mt: 0.5, fontSize: { xs: '1.375rem', md: '1.75rem' }, overflowWrap: 'anywhere' }}>
          {name ? `${name}さん、こんにちは` : 'こんにちは'}
        </Typography>
      </Box>
      <PurchasedOrderNotice />
      {unsettledPaymentId && <UnsettledPaymentNotice paymentId={unsettledPaymentId} />}
      <SuspensionAlert action={canBookTrial(me) ? 'レッスン・無料体験の予約とコースのお申し込み' : 'レッスンの予約とコースのお申し込み'} />
      <TrialIntentCard me={me} />
      <UpcomingTrialSection />
      {!name && <CompleteProfile onOpen={openProfile} focus={arrived && !params.has('discord')} />}
      {area.plan === 'current' && me.current_plan && <CurrentPlan plan={me.current_plan} nextCharge={nextChargeLabel(currentPlanNextCharge(subscriptions.data, me.current_plan.plan))} />}
      {area.plan === 'none' && !unsettledPaymentId && <NoPlan />}
      {area.plan === 'loading' && <PlanAreaSkeleton />}
      {area.loadFailed && <LoadFailed message={SUBSCRIPTIONS_LOAD_FAILED} onRetry={() => void subscriptions.mutate()} />}
      {area.pending.length > 0 && <PendingOrdersSection orders={area.pending} />}
      <LatestNewsSection />
      <TrialWaitlistSection />
      {lessonSections.map(({ key, Component }) => (
        <Component key={key} me={me} />
      ))}
      <DiscordSection me={me} focus={params.has('discord')} />
    </Box>
  );
}

/**
 * Spec §2 Mypage: arriving verified or for the first time with route 'trial' and a trial reservation URL goes
 * there (a web address only; not for a member the trial page would send straight back here).
 */
function trialReservation(me: CurrentUser): string | null {
  const url = me.trial_reserve_url?.trim();
  if (me.route !== 'trial' || !url || !/^https?:\/\//.test(url) || trialRedirect(me) !== null) return null;
  return url;
}

/** Spec §2 Mypage: a member with no name yet is asked to complete the profile (the sidebar's modal); focused on arrival. */
function CompleteProfile({ onOpen, focus }: { onOpen: () => void; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    // After the route change has scrolled to the top (its effect runs after this page's).
    const frame = requestAnimationFrame(() => ref.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, [focus]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      id="complete-profile"
      severity="info"
      icon={<BadgeOutlinedIcon fontSize="inherit" />}
      variant="outlined"
      aria-labelledby="complete-profile-title"
      // A request, not an urgent message: a named region rather than MUI's default role="alert".
      role="region"
      sx={{
        bgcolor: 'background.paper',
        alignItems: { sm: 'center' },
        outline: 'none',
        '&:focus': { boxShadow: '0 0 0 3px rgba(52, 81, 209, 0.35)' },
        '& .MuiAlert-message': { flex: 1 },
        '& .MuiAlert-action': { pt: 0 },
      }}
      action={
        <Button variant="contained" onClick={onOpen} aria-haspopup="dialog" sx={{ whiteSpace: 'nowrap', display: { xs: 'none', sm: 'inline-flex' } }}>
          プロフィールを登録する
        </Button>
      }
    >
      <Typography id="complete-profile-title" component="h2" sx={{ fontWeight: 800 }}>
        プロフィールを登録してください
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        お名前が未登録です。レッスンやご連絡で使うお名前を登録してください。
      </Typography>
      <Button variant="contained" onClick={onOpen} aria-haspopup="dialog" sx={{ mt: 1.5, width: '100%', display: { xs: 'inline-flex', sm: 'none' } }}>
        プロフィールを登録する
      </Button>
    </Alert>
  );
}

function CurrentPlan({ plan, nextCharge }: { plan: NonNullable<CurrentUser['current_plan']>; nextCharge: string | null }) {
  const offline = plan.plan.lesson_type === 'offline';
  return (
    <Paper
      component="section"
      aria-labelledby="current-plan-game"
      sx={{
        p: { xs: 2.5, sm: 4 },
        color: '#fff',
        bgcolor: brand.navy,
        backgroundImage: `linear-gradient(120deg, ${brand.indigo} 0%, ${brand.navy} 58%, #3d1630 100%)`,
        border: 0,
      }}
    >
      <Typography component="p" sx={{ fontSize: '0.75rem', fontWeight: 800, letterSpacing: '0.16em', color: 'rgba(255,255,255,0.72)' }}>
        受講中のコース
      </Typography>
      <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <SportsEsportsOutlinedIcon aria-hidden sx={{ fontSize: 32 }} />
        <Typography id="current-plan-game" variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, letterSpacing: '0.04em' }}>
          {plan.plan.game.name}
        </Typography>
      </Box>
      <Typography sx={{ mt: 0.5, fontWeight: 700, color: 'rgba(255,255,255,0.9)' }}>{plan.plan.name}</Typography>
      {nextCharge && (
        <Typography data-testid="current-plan-next-charge" sx={{ mt: 1.5, fontWeight: 700, color: '#fff' }}>
          {nextCharge}（毎月のお支払い）
        </Typography>
      )}
      {offline && (
        <Alert
          severity="info"
          icon={<MailOutlinedIcon fontSize="inherit" />}
          sx={{ mt: 2.5, bgcolor: 'rgba(255,255,255,0.12)', color: '#fff', '& .MuiAlert-icon': { color: '#fff' } }}
        >
          レッスンの日程・会場などの詳細は、メールにてお送りします。
        </Alert>
      )}
    </Paper>
  );
}

const SUBSCRIPTIONS_LOAD_FAILED = 'お申し込み状況を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/** Stands where the plan card will be, so "no plan yet" is never shown before the subscriptions answer. */
function PlanAreaSkeleton() {
  return (
    <Paper variant="outlined" aria-busy sx={{ ...memberCardSx, display: 'grid', justifyItems: { sm: 'center' }, gap: 1.5 }}>
      <Box component="span" sx={visuallyHidden}>
        お申し込み状況を読み込み中
      </Box>
      <Skeleton variant="circular" width={56} height={56} />
      <Skeleton variant="text" sx={{ width: '60%', fontSize: '1.375rem' }} />
      <Skeleton variant="text" sx={{ width: '80%' }} />
      <Skeleton variant="rounded" sx={{ mt: 1.5, width: { xs: '100%', sm: 200 }, height: 44, borderRadius: 999 }} />
    </Paper>
  );
}

function NoPlan() {
  return (
    <Paper component="section" variant="outlined" aria-labelledby="no-plan-title" sx={{ ...memberCardSx, textAlign: { sm: 'center' } }}>
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          mx: { sm: 'auto' },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(52, 81, 209, 0.1)',
          color: 'primary.main',
        }}
      >
        <SportsEsportsOutlinedIcon sx={{ fontSize: 30 }} />
      </Box>
      <Typography id="no-plan-title" variant="h2" sx={{ mt: 2, fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
        まだコースをお申し込みいただいていません
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        コースを選んで、プロコーチによるマンツーマンレッスンを始めましょう。
      </Typography>
      <LinkButton href={memberPaths.payments} variant="contained" size="large" endIcon={<ArrowForwardIcon />} sx={{ mt: 3, width: { xs: '100%', sm: 'auto' } }}>
        コースを申し込む
      </LinkButton>
    </Paper>
  );
}
