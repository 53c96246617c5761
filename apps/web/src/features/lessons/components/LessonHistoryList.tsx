import type { LessonHistoryItem } from '@coaching/contracts';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { lessonCancelState } from '../model/cancel-refusal';
import { lessonRange, lessonReference, lessonStatus, type LessonTone } from '../model/lesson-texts';
import { BookMakeUpButton } from './BookMakeUpButton';
import { LessonGameLabel } from './LessonGameLabel';
import { LessonRatingBlock } from './LessonRatingBlock';

const CHIP: Record<LessonTone, { color: 'primary' | 'success' | 'default' | 'warning'; variant: 'filled' | 'outlined' }> = {
  scheduled: { color: 'primary', variant: 'outlined' },
  done: { color: 'success', variant: 'filled' },
  cancelled: { color: 'default', variant: 'outlined' },
  missed: { color: 'warning', variant: 'outlined' },
};

interface LessonHistoryListProps {
  lessons: readonly LessonHistoryItem[];
  label: string;
  /** Opens the cancel modal for a lesson the server says the member may cancel. */
  onCancel?: (lesson: LessonHistoryItem) => void;
}

/**
 * Spec §2 /histories: each lesson with start to end (with its weekday), the group (name and image), the lesson's
 * number and the coach; a lesson still ahead with its own cancel button or the reason it cannot be cancelled, as the
 * server answered; a cancelled one with its make-up credit and until when.
 */
export function LessonHistoryList({ lessons, label, onCancel }: LessonHistoryListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {lessons.map((lesson) => (
        <LessonRow key={lesson.id} lesson={lesson} onCancel={onCancel} />
      ))}
    </Box>
  );
}

function LessonRow({ lesson, onCancel }: { lesson: LessonHistoryItem; onCancel?: (lesson: LessonHistoryItem) => void }) {
  const status = lessonStatus(lesson);
  const cancelled = status.tone === 'cancelled';
  const cancel = lessonCancelState(lesson);
  const noteId = useId();
  const range = lessonRange(lesson.started_at, lesson.ended_at);
  return (
    <Box
      component="li"
      data-testid="lesson-history-item"
      data-lesson-id={lesson.id}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 2.5 }, display: 'flex', gap: 2, alignItems: 'flex-start', bgcolor: cancelled ? 'action.hover' : 'background.paper' }}
    >
      {lesson.group && (
        <Avatar src={lesson.group.image_url ?? undefined} alt="" variant="rounded" sx={{ width: 52, height: 52, bgcolor: 'primary.main', flex: 'none' }}>
          <GroupsOutlinedIcon aria-hidden />
        </Avatar>
      )}
      <Box sx={{ minWidth: 0, flex: 1, display: 'grid', gap: 0.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            data-testid="lesson-history-time"
            sx={{ fontWeight: 800, fontSize: { xs: '1.0625rem', sm: '1.125rem' }, fontVariantNumeric: 'tabular-nums', textDecoration: cancelled ? 'line-through' : 'none', textDecorationColor: 'rgba(0,0,0,0.35)' }}
          >
            {range}
          </Typography>
          <Chip size="small" data-testid="lesson-history-status" label={status.label} {...CHIP[status.tone]} sx={{ fontWeight: 700 }} />
        </Box>
        {lesson.game && (
          <Box sx={{ display: 'flex' }}>
            <LessonGameLabel game={lesson.game} />
          </Box>
        )}
        {lesson.group && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{lesson.group.name}</Typography>}
        <Typography variant="body2">
          担当コーチ：
          <Box component="span" sx={{ fontWeight: 700 }}>
            {lesson.coach.name}
          </Box>
        </Typography>
        {status.makeUp && (
          <Typography variant="body2" data-testid="lesson-history-make-up" sx={{ color: 'success.dark', fontWeight: 700 }}>
            {status.makeUp}
          </Typography>
        )}
        {cancelled && <BookMakeUpButton lesson={lesson} />}
        <Typography variant="caption" color="text.secondary" data-testid="lesson-history-number">
          レッスン番号：
          <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
            {lessonReference(lesson.id)}
          </Box>
        </Typography>
        <LessonRatingBlock lesson={lesson} />
        {cancel.kind === 'open' && (
          <Box sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 1.5 }, flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              color="error"
              size="small"
              onClick={() => onCancel?.(lesson)}
              aria-haspopup="dialog"
              aria-label={`${range}のレッスンをキャンセル`}
              aria-describedby={noteId}
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 40, px: 2.5 }}
            >
              キャンセル
            </Button>
            <Typography id={noteId} variant="body2" color="text.secondary" data-testid="lesson-history-deadline">
              {cancel.deadline}
            </Typography>
          </Box>
        )}
        {cancel.kind === 'closed' && (
          <Typography variant="body2" data-testid="lesson-history-closed" sx={{ mt: 0.5, color: 'text.secondary', borderLeft: 3, borderColor: 'divider', pl: 1.25 }}>
            {cancel.reason}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
