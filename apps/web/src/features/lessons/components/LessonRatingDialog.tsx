import { MEMBER_RATING_COMMENT_MAX, memberRatingSchema, type MemberLessonRating } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ApiError, errorMessage } from '../../../lib/http';
import { CommentField } from './CommentField';

const FAILED = '評価を保存できませんでした。時間をおいてもう一度お試しください。';
const STAR_LABELS = ['1 とても不満', '2 不満', '3 ふつう', '4 満足', '5 とても満足'];

interface LessonRatingDialogProps {
  open: boolean;
  /** The lesson's time as the list shows it, so the member knows which lesson they rate. */
  lessonLabel: string;
  current: MemberLessonRating | null;
  onClose: () => void;
  /** Sends the rating; rejects with the server's refusal, shown in the dialog. */
  onSave: (input: { score: number; comment: string }) => Promise<void>;
}

/** Issue 29: the member rates a lesson they took, 1 to 5 stars and an optional comment; editable for seven days. */
export function LessonRatingDialog({ open, lessonLabel, current, onClose, onSave }: LessonRatingDialogProps) {
  const titleId = useId();
  const starsId = useId();
  const starsErrorId = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<{ score?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setScore(current?.score ?? null);
    setComment(current?.comment ?? '');
    setErrors({});
    setFailure(null);
  }, [open, current]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = memberRatingSchema.safeParse({ score: score ?? undefined, comment });
    if (!parsed.success) {
      const next: { score?: string; comment?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'comment' ? 'comment' : 'score';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await onSave(parsed.data);
    } catch (error) {
      if (error instanceof ApiError && (error.fieldError('score') || error.fieldError('comment'))) setErrors({ score: error.fieldError('score'), comment: error.fieldError('comment') });
      else setFailure(errorMessage(error, FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-testid="lesson-rating-dialog">
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {current ? 'レッスンの評価を編集' : 'このレッスンを評価する'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Typography sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{lessonLabel}</Typography>
          {failure && (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          )}
          <Box>
            <Typography id={starsId} component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
              満足度（星1つ〜5つ）
            </Typography>
            <Rating
              name="lesson-rating-score"
              value={score}
              onChange={(_, value) => {
                setScore(value);
                setErrors((e) => ({ ...e, score: undefined }));
              }}
              size="large"
              getLabelText={(value) => `星${value}つ：${STAR_LABELS[value - 1]?.slice(2) ?? ''}`}
              emptyLabelText="未選択"
              aria-labelledby={starsId}
              aria-describedby={errors.score ? starsErrorId : undefined}
              sx={{ fontSize: '2.5rem' }}
            />
            {score !== null && (
              <Typography variant="body2" color="text.secondary" aria-live="polite">
                {STAR_LABELS[score - 1]?.slice(2)}
              </Typography>
            )}
            {errors.score && (
              <FormHelperText id={starsErrorId} error>
                {errors.score}
              </FormHelperText>
            )}
          </Box>
          <CommentField
            value={comment}
            onChange={(value) => {
              setComment(value);
              setErrors((e) => ({ ...e, comment: undefined }));
            }}
            minRows={3}
            error={errors.comment}
            max={MEMBER_RATING_COMMENT_MAX}
            placeholder="よかった点や、次に取り組みたいことなど"
          />
          <Typography variant="body2" color="text.secondary">
            評価はレッスン日から7日間、変更できます。
          </Typography>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={onClose} disabled={sending}>
            閉じる
          </Button>
          <Button type="submit" variant="contained" disabled={sending} sx={{ minWidth: 120 }}>
            {sending ? '保存中…' : current ? '更新する' : '評価する'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
