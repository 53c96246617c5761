import { LessonMessages, type MemberLesson } from '@coaching/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSnackbar } from '../../components/snackbar/useSnackbar';
import { useCancelLesson } from './api/cancel-lesson';

/** Spec §9: after a cancellation the page goes back one step after 3 s. */
export const LESSON_CANCEL_BACK_MS = 3000;
/** The modal is a history entry (`?cancel=<id>`), so "back one step" closes it and the browser's back does too. */
const CANCEL_PARAM = 'cancel';

/** What the cancel modal shows of the lesson it holds. */
export type CancelDialogLesson = Pick<MemberLesson, 'id' | 'started_at' | 'ended_at' | 'coach'>;

/**
 * Spec §4's lesson cancel modal, wherever a lesson can be cancelled (mypage's next lesson, each lesson of
 * /histories): it holds the chosen lesson (`?cancel=<id>`, a history entry); success shows the toast and after 3 s
 * goes back one step. `lessons` are those the page offers to cancel; `keep` the page's own query parameters (the tab).
 */
export function useLessonCancelFlow<L extends CancelDialogLesson>(lessons: readonly L[] | undefined, keep: readonly string[] = []) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const cancel = useCancelLesson();
  const { showSuccess } = useSnackbar();
  const [done, setDone] = useState(false);
  const held = useRef<L | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const cancelId = params.get(CANCEL_PARAM);
  const chosen = cancelId === null ? undefined : lessons?.find((lesson) => lesson.id === cancelId);
  if (chosen) held.current = chosen;
  const open = cancelId !== null && held.current?.id === cancelId && !done;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const openDialog = (id: string) => {
    setDone(false);
    const next = new URLSearchParams();
    for (const name of keep) {
      const value = params.get(name);
      if (value !== null) next.set(name, value);
    }
    next.set(CANCEL_PARAM, id);
    navigate({ search: `?${next.toString()}` }, { state: { lessonCancel: true } });
  };

  /** Back one step: to the page the modal was opened on, or, opened from a link, to the page without it. */
  const close = useCallback(() => {
    if ((location.state as { lessonCancel?: boolean } | null)?.lessonCancel) navigate(-1);
    else
      setParams(
        (current) => {
          current.delete(CANCEL_PARAM);
          return current;
        },
        { replace: true },
      );
  }, [location.state, navigate, setParams]);

  const onCancel = async (id: string, reason: string) => {
    await cancel(id, reason);
    setDone(true);
    showSuccess(LessonMessages.cancelled);
    timer.current = window.setTimeout(close, LESSON_CANCEL_BACK_MS);
  };

  return { open, lesson: held.current, openDialog, close, onCancel };
}
