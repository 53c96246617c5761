import type { LessonHistoryItem } from '@coaching/contracts';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { lessonRange, lessonStatus, type LessonTone } from '../model/lesson-texts';
import { BookMakeUpButton } from './BookMakeUpButton';

const CHIP: Record<LessonTone, { color: 'primary' | 'success' | 'default' | 'warning'; variant: 'filled' | 'outlined' }> = {
  scheduled: { color: 'primary', variant: 'outlined' },
  done: { color: 'success', variant: 'filled' },
  cancelled: { color: 'default', variant: 'outlined' },
  missed: { color: 'warning', variant: 'outlined' },
};

/** Spec §2 /histories: each lesson with start to end, the group (name and image), the lesson id and the coach. */
export function LessonHistoryList({ lessons, label }: { lessons: readonly LessonHistoryItem[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.25 }}>
      {lessons.map((lesson) => (
        <LessonRow key={lesson.id} lesson={lesson} />
      ))}
    </Box>
  );
}

function LessonRow({ lesson }: { lesson: LessonHistoryItem }) {
  const status = lessonStatus(lesson);
  const cancelled = status.tone === 'cancelled';
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
            {lessonRange(lesson.started_at, lesson.ended_at)}
          </Typography>
          <Chip size="small" data-testid="lesson-history-status" label={status.label} {...CHIP[status.tone]} sx={{ fontWeight: 700 }} />
        </Box>
        {lesson.group && <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{lesson.group.name}</Typography>}
        <Typography variant="body2">
          担当コーチ：
          <Box component="span" sx={{ fontWeight: 700 }}>
            {lesson.coach.name}
          </Box>
        </Typography>
        {status.makeUp && (
          <Typography variant="body2" data-testid="lesson-history-make-up" sx={{ color: 'success.main', fontWeight: 700 }}>
            {status.makeUp}
          </Typography>
        )}
        {cancelled && <BookMakeUpButton lesson={lesson} />}
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          レッスンID：
          <Box component="span" sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}>
            {lesson.id}
          </Box>
        </Typography>
      </Box>
    </Box>
  );
}
