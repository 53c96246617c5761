import { type MemberTrial, tokyoDate, type TrialForm, type TrialHoldAnswer, TRIAL_GAMES, TrialMessages, trialRedirect } from '@coaching/contracts';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { confirmTrial, holdTrial, joinTrialWaitlist, releaseTrial, useTrialSchedule } from '../../../features/trials/api/trials';
import { type ChosenSlot, TrialCalendar } from '../../../features/trials/components/TrialCalendar';
import { TrialComplete } from '../../../features/trials/components/TrialComplete';
import { TrialConfirmDialog } from '../../../features/trials/components/TrialConfirmDialog';
import { TrialForm as TrialFormStep, type TrialFormDraft } from '../../../features/trials/components/TrialForm';
import { type TrialStep, TrialSteps } from '../../../features/trials/components/TrialSteps';
import { TrialWaitlistDialog } from '../../../features/trials/components/TrialWaitlistDialog';
import { slotLabel, slotStart, weekStarts } from '../../../features/trials/model/trial-week';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';

const gameFrom = (value: string | null): number | null => TRIAL_GAMES.find((g) => String(g.id) === value)?.id ?? null;

/**
 * Spec §2 /trials: form → calendar → confirm modal → complete; back returns to the form. Access (spec §2, §6):
 * no trial left or paid → /mypage; not signed in through Discord → /mypage?discord=1 (judged when the page
 * opens, so the booking that uses the trial does not send the member away from its own completion).
 */
export function TrialsRoute() {
  usePageTitle('無料体験');
  const { me } = useCurrentUser();
  const [params] = useSearchParams();
  const { showError, showSuccess } = useSnackbar();
  const [redirect] = useState(() => (me ? trialRedirect(me) : null));
  const [step, setStep] = useState<TrialStep>('form');
  const [draft, setDraft] = useState<TrialFormDraft>(() => ({
    last_name: me?.last_name ?? '',
    first_name: me?.first_name ?? '',
    agree: false,
    game_id: gameFrom(params.get('game_id')) ?? gameFrom(String(me?.game_users.find((g) => g.is_selected)?.game_id ?? '')),
  }));
  const [form, setForm] = useState<TrialForm | null>(null);
  const weeks = useMemo(() => weekStarts(tokyoDate(new Date())), []);
  const [weekIndex, setWeekIndex] = useState(0);
  const schedule = useTrialSchedule(step === 'calendar' && form ? form.game_id : null, weeks[weekIndex]);
  const [holding, setHolding] = useState<string | null>(null);
  const [held, setHeld] = useState<{ answer: TrialHoldAnswer; slot: ChosenSlot } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [booked, setBooked] = useState<MemberTrial | null>(null);
  const [waiting, setWaiting] = useState<ChosenSlot | null>(null);
  const [joining, setJoining] = useState(false);

  if (!me) return null;
  if (redirect) return <Navigate to={redirect} replace />;
  const gameName = TRIAL_GAMES.find((g) => g.id === form?.game_id)?.name ?? '';

  const choose = async (slot: ChosenSlot) => {
    if (!form) return;
    const start = slotStart(slot.day, slot.time);
    setHolding(start);
    try {
      setHeld({ answer: await holdTrial({ last_name: form.last_name, first_name: form.first_name, game_id: form.game_id, start }), slot });
    } catch (error) {
      showError(errorMessage(error, TrialMessages.bookingFailed));
      void schedule.mutate();
    } finally {
      setHolding(null);
    }
  };

  const confirm = async () => {
    if (!held) return;
    setConfirming(true);
    try {
      setBooked(await confirmTrial(held.answer.id));
      setHeld(null);
      setStep('complete');
      window.scrollTo({ top: 0 });
    } catch (error) {
      showError(errorMessage(error, TrialMessages.bookingFailed));
      setHeld(null);
      void schedule.mutate();
    } finally {
      setConfirming(false);
    }
  };

  const joinWaitlist = async () => {
    if (!form || !waiting) return;
    setJoining(true);
    try {
      showSuccess(await joinTrialWaitlist({ game_id: form.game_id, start: slotStart(waiting.day, waiting.time), last_name: form.last_name, first_name: form.first_name }));
    } catch (error) {
      showError(errorMessage(error, TrialMessages.bookingFailed));
      void schedule.mutate();
    } finally {
      setJoining(false);
      setWaiting(null);
    }
  };

  const cancelHold = () => {
    if (held) void releaseTrial(held.answer.id).catch(() => undefined).finally(() => void schedule.mutate());
    setHeld(null);
  };

  return (
    <MemberPage eyebrow="FREE TRIAL" title="無料体験レッスン" description="プロコーチによる60分のマンツーマンレッスンを、無料でお試しいただけます。">
      <Box sx={{ maxWidth: step === 'calendar' ? 'none' : 720 }}>
        <TrialSteps step={step} />
        <SuspensionAlert action="無料体験の予約" />
        {step === 'form' && (
          <TrialFormStep
            draft={draft}
            onChange={setDraft}
            onNext={(values) => {
              setForm(values);
              setWeekIndex(0);
              setStep('calendar');
              window.scrollTo({ top: 0 });
            }}
          />
        )}
        {step === 'calendar' && form && (
          <TrialCalendar
            gameName={gameName}
            schedule={schedule.data}
            loading={schedule.isLoading}
            failed={schedule.error !== undefined && schedule.data === undefined}
            weekIndex={weekIndex}
            weekCount={weeks.length}
            onWeek={setWeekIndex}
            onChoose={(slot) => void choose(slot)}
            onWaitlist={setWaiting}
            onBack={() => {
              setStep('form');
              window.scrollTo({ top: 0 });
            }}
            holding={holding}
          />
        )}
        {step === 'complete' && booked && <TrialComplete trial={booked} />}
      </Box>
      <TrialWaitlistDialog
        open={waiting !== null}
        slot={waiting ? slotLabel(waiting.day, waiting.time, waiting.week) : ''}
        sending={joining}
        onJoin={() => void joinWaitlist()}
        onClose={() => setWaiting(null)}
      />
      <TrialConfirmDialog
        open={held !== null}
        gameName={gameName}
        slot={held ? slotLabel(held.slot.day, held.slot.time, held.slot.week) : ''}
        name={form ? `${form.last_name} ${form.first_name}` : ''}
        heldUntil={held?.answer.held_until ?? null}
        confirming={confirming}
        onConfirm={() => void confirm()}
        onCancel={cancelHold}
      />
    </MemberPage>
  );
}
