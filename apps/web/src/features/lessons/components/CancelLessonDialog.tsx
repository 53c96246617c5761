import { LESSON_CANCEL_REASON_MAX, LessonMessages, lessonCancelSchema } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { cancelRefusal } from '../model/cancel-refusal';
import { lessonDay } from '../model/lesson-texts';
import type { CancelDialogLesson } from '../useLessonCancelFlow';

interface CancelLessonDialogProps {
  open: boolean;
  /** Kept while the dialog fades out, so its text does not vanish first. */
  lesson: CancelDialogLesson | null;
  onClose: () => void;
  /** Sends the cancellation; rejects with the server's refusal. */
  onCancel: (lessonId: string, reason: string) => Promise<void>;
}

/**
 * Spec §2/§4/§5/§8 lesson cancel modal: the reason is required; a refusal stays in the modal
 * ('レッスンをキャンセルできませんでした。' and the server's reason, such as the deadline).
 */
export function CancelLessonDialog({ open, lesson, onClose, onCancel }: CancelLessonDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  // A fresh form each time it opens.
  useEffect(() => {
    if (!open) return;
    setReason('');
    setReasonError(null);
    setFailure(null);
  }, [open, lesson?.id]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lesson || sending) return;
    const parsed = lessonCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? LessonMessages.cancelReasonRequired);
      return;
    }
    setReasonError(null);
    setFailure(null);
    setSending(true);
    try {
      await onCancel(lesson.id, parsed.data.reason);
    } catch (error) {
      const refusal = cancelRefusal(error);
      if (refusal.kind === 'reason') setReasonError(refusal.message);
      else setFailure(refusal.detail);
    } finally {
      setSending(false);
    }
  };

  const day = lesson ? lessonDay(lesson.started_at, lesson.ended_at) : null;

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          レッスンをキャンセルしますか？
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          {lesson && day && (
            <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover' }}>
              <Typography sx={{ fontWeight: 800 }}>
                {day.date} {day.time}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                担当コーチ：{lesson.coach.name}
              </Typography>
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            キャンセルしたレッスンは、1週間以内であれば振替受講できます。日程は担当コーチとご相談ください。
          </Typography>
          {failure !== null && (
            <Alert severity="error" role="alert">
              <AlertTitle sx={{ fontWeight: 800, mb: failure ? 0.5 : 0 }}>{LessonMessages.cancelFailed}</AlertTitle>
              {failure}
            </Alert>
          )}
          <TextField
            label="キャンセル理由"
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (reasonError) setReasonError(null);
            }}
            error={Boolean(reasonError)}
            helperText={reasonError ?? `${reason.length} / ${LESSON_CANCEL_REASON_MAX}文字`}
            disabled={sending}
            slotProps={{ htmlInput: { maxLength: LESSON_CANCEL_REASON_MAX } }}
            autoFocus
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={onClose} disabled={sending}>
            戻る
          </Button>
          <Button type="submit" variant="contained" color="error" loading={sending}>
            キャンセルする
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
