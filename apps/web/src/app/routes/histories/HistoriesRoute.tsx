import type { LessonHistory } from '@coaching/contracts';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LESSONS_PAGE_TITLE } from '../../../components/layout/member-nav';
import { MemberPage, memberCardSx } from '../../../components/layout/MemberPage';
import { useLessonHistory } from '../../../features/lessons/api/get-lesson-history';
import { CalendarFeedCard } from '../../../features/lessons/components/CalendarFeedCard';
import { CancelLessonDialog } from '../../../features/lessons/components/CancelLessonDialog';
import { LessonHistoryList } from '../../../features/lessons/components/LessonHistoryList';
import { LessonProgressBlock } from '../../../features/lessons/components/LessonProgressBlock';
import { upcomingAndPast } from '../../../features/lessons/model/lesson-texts';
import { useLessonCancelFlow } from '../../../features/lessons/useLessonCancelFlow';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

const TITLE = LESSONS_PAGE_TITLE;
const TABS = [
  { value: 'personal', label: '個人レッスン' },
  { value: 'group', label: 'グループレッスン' },
] as const;
/** Spec §8 empty state. */
const NO_LESSONS = 'レッスンの履歴はありません。';
const EMPTY_TAB = {
  personal: { title: 'まだレッスンはありません', text: 'レッスンが予約されると、ここに日時と担当コーチが表示されます。受講したレッスンは受講履歴として残ります。' },
  group: { title: 'グループレッスンはありません', text: 'グループに参加してグループレッスンが予約されると、ここに表示されます。' },
} as const;

/**
 * Spec §2 /histories: title, progress, personal and group tabs; in each, the lessons still ahead, each with its own
 * cancel button or the reason it cannot be cancelled (the server's answer per lesson), then the history.
 */
export function HistoriesRoute() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const group = params.get('tab') === 'group';
  const { data, error, isValidating, mutate } = useLessonHistory(group);
  const tab = group ? TABS[1] : TABS[0];
  // Both tabs answer the same progress: it stays in place while the other tab loads.
  const progress = useRef<LessonHistory['progress'] | null>(null);
  if (data) progress.current = data.progress;
  const parts = data ? upcomingAndPast(data.data) : null;
  const flow = useLessonCancelFlow(
    parts?.upcoming.filter((lesson) => lesson.cancellable),
    ['tab'],
  );
  const hasAnyLesson = progress.current !== null && progress.current.personal.total + progress.current.group.total > 0;

  return (
    <MemberPage eyebrow="LESSONS" title={TITLE} description="これからのレッスンと、これまでに受講したレッスンです。日時は日本時間です。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {progress.current && hasAnyLesson && <LessonProgressBlock progress={progress.current} />}
        <Paper variant="outlined" sx={{ ...memberCardSx, pt: { xs: 1, sm: 1.5 } }}>
          <Tabs
            value={tab.value}
            onChange={(_event, value: string) => setParams(value === 'group' ? { tab: 'group' } : {}, { replace: true })}
            variant="fullWidth"
            aria-label="レッスンの種類"
            sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5, '& .MuiTab-root': { fontWeight: 800, fontSize: '0.9375rem' } }}
          >
            {TABS.map((t) => (
              <Tab key={t.value} value={t.value} label={t.label} id={`lessons-tab-${t.value}`} aria-controls="lessons-panel" />
            ))}
          </Tabs>
          <Box role="tabpanel" id="lessons-panel" aria-labelledby={`lessons-tab-${tab.value}`} aria-busy={isValidating}>
            {error && !data ? (
              <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
            ) : !parts ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
                <CircularProgress aria-label="レッスンを読み込み中" />
              </Box>
            ) : parts.upcoming.length === 0 && parts.past.length === 0 ? (
              <EmptyState title={EMPTY_TAB[tab.value].title} text={EMPTY_TAB[tab.value].text} note={NO_LESSONS} />
            ) : (
              <Box sx={{ display: 'grid', gap: 3.5 }}>
                <LessonSection title="これからのレッスン" testId="lessons-upcoming">
                  {parts.upcoming.length > 0 ? (
                    <LessonHistoryList lessons={parts.upcoming} label={`${tab.label}の予定`} onCancel={(lesson) => flow.openDialog(lesson.id)} />
                  ) : (
                    <Typography color="text.secondary">予定されているレッスンはありません。</Typography>
                  )}
                </LessonSection>
                <LessonSection title="受講履歴" testId="lessons-past">
                  {parts.past.length > 0 ? <LessonHistoryList lessons={parts.past} label={`${tab.label}の受講履歴`} /> : <Typography color="text.secondary">{NO_LESSONS}</Typography>}
                </LessonSection>
              </Box>
            )}
          </Box>
        </Paper>
        <CalendarFeedCard />
      </Box>
      <CancelLessonDialog open={flow.open} lesson={flow.lesson} onClose={flow.close} onCancel={flow.onCancel} />
    </MemberPage>
  );
}

function LessonSection({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} data-testid={testId}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.0625rem', sm: '1.125rem' }, fontWeight: 800, mb: 1.25 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A member with no lessons (yet) reads what will appear here, not an empty progress of 0/0. */
function EmptyState({ title, text, note }: { title: string; text: string; note: string }) {
  return (
    <Box data-testid="lessons-empty" sx={{ textAlign: 'center', py: { xs: 4, sm: 5 }, px: 1 }}>
      <EventNoteOutlinedIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', opacity: 0.7 }} />
      <Typography sx={{ mt: 1, fontWeight: 800, fontSize: '1.0625rem' }}>{title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75, maxWidth: 420, mx: 'auto' }}>
        {text}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1.5 }}>
        {note}
      </Typography>
    </Box>
  );
}
