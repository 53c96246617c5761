import type { LessonHistoryItem, MemberLessonRating } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useMemberRatings, useRateLesson } from '../api/lesson-ratings';
import { lessonRatingState } from '../model/lesson-rating';
import { lessonRange } from '../model/lesson-texts';
import { LessonRatingDialog } from './LessonRatingDialog';

/**
 * Issue 29, on /histories: an attended lesson that ended offers 「このレッスンを評価する」; a rated one shows its stars and
 * comment, with 「編集」 while the seven days last. What the server answered is said in the row, never in an alert box.
 */
export function LessonRatingBlock({ lesson }: { lesson: LessonHistoryItem }) {
  const { data: ratings } = useMemberRatings();
  const rate = useRateLesson();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  if (!ratings) return null;
  const rating = ratings.find((r) => r.lesson_id === lesson.id);
  const state = lessonRatingState(lesson, rating);
  if (state.kind === 'none') return null;
  const range = lessonRange(lesson.started_at, lesson.ended_at);

  return (
    <Box data-testid="lesson-rating" sx={{ mt: 1, display: 'grid', gap: 1 }}>
      {state.kind === 'rated' ? (
        <RatingShown rating={state.rating} action={state.editable ? <Button size="small" variant="outlined" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`${range}のレッスンの評価を編集`}>編集</Button> : null} />
      ) : (
        <Box>
          <Button variant="contained" size="small" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`${range}のレッスンを評価する`} sx={{ minHeight: 40, px: 2.5 }}>
            このレッスンを評価する
          </Button>
        </Box>
      )}
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} data-testid="lesson-rating-notice">
          {notice}
        </Alert>
      )}
      <LessonRatingDialog
        open={open}
        lessonLabel={range}
        current={rating ?? null}
        onClose={() => setOpen(false)}
        onSave={async (input) => {
          const answer = await rate(lesson.id, input);
          setOpen(false);
          setNotice(answer.message);
        }}
      />
    </Box>
  );
}

/** The member's own rating: stars (read as 「星4つ」) and the comment. Also used beside the coach's note on the karte. */
export function RatingShown({ rating, action, title = 'あなたの評価' }: { rating: MemberLessonRating; action?: ReactNode; title?: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}>
      {/* The title and stars wrap among themselves; 編集 stays at the end of the first line, also on a phone. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', columnGap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Rating value={rating.score} readOnly size="small" aria-label={`星${rating.score}つ（5段階）`} />
        </Box>
        {action && <Box sx={{ flex: 'none' }}>{action}</Box>}
      </Box>
      {rating.comment && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="lesson-rating-comment">
          {rating.comment}
        </Typography>
      )}
    </Box>
  );
}
