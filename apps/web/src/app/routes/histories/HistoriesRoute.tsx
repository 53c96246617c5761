import type { LessonHistory } from '@coaching/contracts';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MemberPage, memberCardSx } from '../../../components/layout/MemberPage';
import { useLessonHistory } from '../../../features/lessons/api/get-lesson-history';
import { CalendarFeedCard } from '../../../features/lessons/components/CalendarFeedCard';
import { LessonHistoryList } from '../../../features/lessons/components/LessonHistoryList';
import { LessonProgressBlock } from '../../../features/lessons/components/LessonProgressBlock';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

const TITLE = 'レッスン受講履歴';
const TABS = [
  { value: 'personal', label: '個人レッスン' },
  { value: 'group', label: 'グループレッスン' },
] as const;
/** Spec §8 empty state. */
const NO_LESSONS = 'レッスンの履歴はありません。';

/** Spec §2 /histories: title, progress, personal and group tabs, and the lessons of the chosen tab. */
export function HistoriesRoute() {
  usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const group = params.get('tab') === 'group';
  const { data, error, isValidating, mutate } = useLessonHistory(group);
  const tab = group ? TABS[1] : TABS[0];
  // Both tabs answer the same progress: it stays in place while the other tab loads.
  const progress = useRef<LessonHistory['progress'] | null>(null);
  if (data) progress.current = data.progress;

  return (
    <MemberPage eyebrow="LESSONS" title={TITLE} description="これまでのレッスンと、予定されているレッスンです。日時は日本時間です。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {progress.current && <LessonProgressBlock progress={progress.current} />}
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
            ) : !data ? (
              <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
                <CircularProgress aria-label="レッスンの履歴を読み込み中" />
              </Box>
            ) : data.data.length === 0 ? (
              <Box sx={{ textAlign: 'center', py: 5, color: 'text.secondary' }}>
                <EventNoteOutlinedIcon aria-hidden sx={{ fontSize: 40, opacity: 0.6 }} />
                <Typography sx={{ mt: 1 }}>{NO_LESSONS}</Typography>
              </Box>
            ) : (
              <LessonHistoryList lessons={data.data} label={`${tab.label}の一覧`} />
            )}
          </Box>
        </Paper>
        <CalendarFeedCard />
      </Box>
    </MemberPage>
  );
}
