import { PROGRESS_COMMENT_MAX, PROGRESS_QUESTION, progressAnswerSchema, type ProgressQuestion } from '@coaching/contracts';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { visuallyHidden } from '../../../components/layout/visually-hidden';
import { ApiError, errorMessage } from '../../../lib/http';
import { useProgressQuestion } from '../api/progress-question';
import { CommentField } from './CommentField';

const FAILED = '回答を送信できませんでした。時間をおいてもう一度お試しください。';
const monthName = (month: string) => `${Number(month.slice(5, 7))}月`;

/**
 * Mypage's monthly 「今月、上達を実感できましたか？」 (issue 29), for the course mypage shows: asked once the member attended a
 * lesson of it this Tokyo month, until answered; then a thank-you line with the answer, changeable until the month ends. A new
 * month asks again after its first lesson. Nothing is drawn while it is not asked (or cannot be read): it is an invitation,
 * not a part of the page the member needs.
 */
export function ProgressQuestionSection({ gameId }: { gameId?: number }) {
  const { data: question, answer } = useProgressQuestion(gameId);
  const [editing, setEditing] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const titleId = useId();
  if (!question?.eligible) return null;
  const answered = question.answer !== null;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} data-testid="progress-question" sx={{ ...memberCardSx, py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <TrendingUpIcon color="primary" aria-hidden />
        <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.0625rem', md: '1.25rem' } }}>
          {PROGRESS_QUESTION}
        </Typography>
      </Box>
      {answered && !editing ? (
        <Answered question={question} thanks={thanks} onEdit={() => (setEditing(true), setThanks(null))} />
      ) : (
        <AnswerForm
          question={question}
          onCancel={answered ? () => setEditing(false) : undefined}
          onSend={async (input) => {
            const message = await answer(input);
            setEditing(false);
            setThanks(message);
          }}
        />
      )}
    </Paper>
  );
}

function Answered({ question, thanks, onEdit }: { question: ProgressQuestion; thanks: string | null; onEdit: () => void }) {
  const given = question.answer!;
  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography role="status" sx={{ fontWeight: 700 }} data-testid="progress-answered">
          {thanks ?? '回答ありがとうございました。'}
          <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary', mt: 0.25 }}>
            {monthName(question.month)}の回答：{given.improved ? 'はい' : 'いいえ'}
          </Box>
        </Typography>
        {given.comment && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {given.comment}
          </Typography>
        )}
      </Box>
      <Button variant="outlined" size="small" onClick={onEdit}>
        回答を変更
      </Button>
    </Box>
  );
}

interface AnswerFormProps {
  question: ProgressQuestion;
  onCancel?: () => void;
  onSend: (input: { improved: boolean; comment: string }) => Promise<void>;
}

function AnswerForm({ question, onCancel, onSend }: AnswerFormProps) {
  const choiceId = useId();
  const choiceErrorId = useId();
  const [improved, setImproved] = useState<boolean | null>(question.answer?.improved ?? null);
  const [comment, setComment] = useState(question.answer?.comment ?? '');
  const [errors, setErrors] = useState<{ improved?: string; comment?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    setImproved(question.answer?.improved ?? null);
    setComment(question.answer?.comment ?? '');
  }, [question.answer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const parsed = progressAnswerSchema.safeParse({ improved: improved ?? undefined, comment });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) next[issue.path[0] === 'comment' ? 'comment' : 'improved'] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setSending(true);
    try {
      await onSend({ improved: parsed.data.improved, comment: parsed.data.comment });
    } catch (error) {
      if (error instanceof ApiError && error.fieldError('comment')) setErrors({ comment: error.fieldError('comment') });
      else setFailure(errorMessage(error, FAILED));
    } finally {
      setSending(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 1.5, display: 'grid', gap: 1.5 }}>
      <Typography variant="body2" color="text.secondary">
        {monthName(question.month)}のレッスンをふり返って、お答えください。回答は今月中なら変更できます。
      </Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Typography id={choiceId} component="p" sx={visuallyHidden}>
          {PROGRESS_QUESTION}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={improved}
          onChange={(_, value: boolean | null) => {
            if (value === null) return;
            setImproved(value);
            setErrors((e) => ({ ...e, improved: undefined }));
          }}
          aria-labelledby={choiceId}
          aria-describedby={errors.improved ? choiceErrorId : undefined}
          sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', maxWidth: 360 }}
        >
          <ToggleButton value={true} sx={{ fontWeight: 800, fontSize: '1rem' }}>
            はい
          </ToggleButton>
          <ToggleButton value={false} sx={{ fontWeight: 800, fontSize: '1rem' }}>
            いいえ
          </ToggleButton>
        </ToggleButtonGroup>
        {errors.improved && (
          <FormHelperText id={choiceErrorId} error>
            {errors.improved}
          </FormHelperText>
        )}
      </Box>
      <CommentField
        value={comment}
        onChange={(value) => {
          setComment(value);
          setErrors((e) => ({ ...e, comment: undefined }));
        }}
        minRows={2}
        size="small"
        error={errors.comment}
        max={PROGRESS_COMMENT_MAX}
        placeholder="できるようになったこと、まだ難しいことなど"
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={sending} sx={{ minWidth: 120 }}>
          {sending ? '送信中…' : onCancel ? '更新する' : '回答する'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={sending}>
            キャンセル
          </Button>
        )}
      </Box>
    </Box>
  );
}
