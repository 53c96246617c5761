import { cancelDeadlinePassedMessage, cancelDeadlineWords, LessonMessages, type LatestLesson, type LessonStanding } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import HeadsetMicOutlinedIcon from '@mui/icons-material/HeadsetMicOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { LESSONS_PAGE_TITLE } from '../../../components/layout/member-nav';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { AppLink } from '../../../components/link/AppLink';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths, paths } from '../../../config/paths';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { useLatestLesson } from '../api/get-latest-lesson';
import { externalUrl, lessonDay, shortDateTime, standingNotice } from '../model/lesson-texts';
import { useLessonCancelFlow } from '../useLessonCancelFlow';
import { CancelLessonDialog } from './CancelLessonDialog';
import { LessonGameLabel } from './LessonGameLabel';

const LOAD_FAILED = 'レッスンの予定を読み込めませんでした。通信環境をご確認のうえ、もう一度お試しください。';

/**
 * Spec §2 Mypage "next lesson": when and with whom, the lesson's Discord, and the cancel modal; of the course mypage
 * shows (`gameId`, the current plan's game) when given.
 */
export function NextLessonSection({ gameId }: { gameId?: number }) {
  const titleId = useId();
  const { data: answer, error, mutate } = useLatestLesson(gameId);
  const lesson = answer === undefined ? undefined : answer.data;
  const flow = useLessonCancelFlow(lesson ? [lesson] : undefined);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx }}>
      <SectionHeading id={titleId} />
      {answer && <StandingAlert standings={answer.standings} />}
      {error && lesson === undefined ? (
        <Box sx={{ mt: 2.5 }}>
          <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
        </Box>
      ) : lesson === undefined ? (
        <Box aria-busy sx={{ mt: 2.5, display: 'grid', gap: 1 }}>
          <Skeleton variant="text" sx={{ width: 200, fontSize: '1.75rem' }} />
          <Skeleton variant="text" sx={{ width: 140 }} />
          <Skeleton variant="rounded" sx={{ mt: 1, height: 44, width: { xs: '100%', sm: 320 }, borderRadius: 999 }} />
        </Box>
      ) : lesson === null ? (
        <NoLesson />
      ) : (
        <LessonCard lesson={lesson} onCancel={() => flow.openDialog(lesson.id)} />
      )}
      <CancelLessonDialog open={flow.open} lesson={flow.lesson} onClose={flow.close} onCancel={flow.onCancel} />
    </Paper>
  );
}

function SectionHeading({ id }: { id: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box aria-hidden sx={{ flex: 'none', width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}>
        <EventAvailableOutlinedIcon />
      </Box>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
        次回のレッスン
      </Typography>
    </Box>
  );
}

/** The terms' two-strike rule, in the member's words: a warning after the first, the month lost after the second. */
function StandingAlert({ standings }: { standings: readonly LessonStanding[] }) {
  const notice = standingNotice(standings);
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} data-testid="lesson-standing" sx={{ mt: 2.5 }}>
      <AlertTitle sx={{ fontWeight: 800 }}>{notice.title}</AlertTitle>
      {notice.text}
      <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
        詳しくは
        <AppLink href={paths.rule} sx={{ mx: 0.25, fontWeight: 700 }}>
          利用規約
        </AppLink>
        をご確認ください。
      </Box>
    </Alert>
  );
}

function NoLesson() {
  return (
    <Box sx={{ mt: 2.5, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: brand.surface, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <EventBusyOutlinedIcon aria-hidden sx={{ color: 'text.secondary', mt: 0.25 }} />
      <Box>
        <Typography sx={{ fontWeight: 700 }}>予定されているレッスンはありません</Typography>
        <Typography variant="body2" color="text.secondary">
          次回のレッスンが決まると、ここに日時と担当コーチが表示されます。
        </Typography>
      </Box>
    </Box>
  );
}

function LessonCard({ lesson, onCancel }: { lesson: LatestLesson; onCancel: () => void }) {
  const day = lessonDay(lesson.started_at, lesson.ended_at);
  const discord = externalUrl(lesson.user_plan?.discord_url);
  const closedReason = lesson.cancellable ? null : lesson.group_id ? LessonMessages.groupLessonNotCancellable : cancelDeadlinePassedMessage(lesson.cancel_terms);
  const explanationId = useId();

  return (
    <Box data-testid="next-lesson" sx={{ mt: 2.5, display: 'grid', gap: 2.5 }}>
      <Box sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, color: '#fff', backgroundImage: `linear-gradient(120deg, ${brand.indigo} 0%, ${brand.navy} 100%)` }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <LessonGameLabel game={lesson.game} onDark />
          {lesson.trial_flg === 1 && <Chip size="small" label="無料体験" sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 700 }} />}
          <Chip size="small" label={lesson.group_id ? 'グループレッスン' : 'マンツーマン'} sx={{ bgcolor: 'rgba(255,255,255,0.18)', color: '#fff', fontWeight: 700 }} />
        </Box>
        <Typography data-testid="next-lesson-date" sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '1.875rem' }, lineHeight: 1.3 }}>
          {day.date}
        </Typography>
        <Typography data-testid="next-lesson-time" sx={{ fontWeight: 700, fontSize: { xs: '1.125rem', sm: '1.375rem' }, fontVariantNumeric: 'tabular-nums' }}>
          {day.time}
        </Typography>
        <Typography sx={{ mt: 1, color: 'rgba(255,255,255,0.88)' }}>
          担当コーチ：
          <Box component="span" data-testid="next-lesson-coach" sx={{ fontWeight: 800, color: '#fff' }}>
            {lesson.coach.name}
          </Box>
        </Typography>
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        {discord && (
          <LinkButton href={discord} newTab variant="contained" startIcon={<HeadsetMicOutlinedIcon />} sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}>
            レッスン用Discordを開く
          </LinkButton>
        )}
        <Button
          variant="outlined"
          color="error"
          onClick={onCancel}
          disabled={!lesson.cancellable}
          aria-haspopup="dialog"
          aria-describedby={explanationId}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          レッスンをキャンセルする
        </Button>
      </Box>
      <Typography id={explanationId} variant="body2" color={closedReason ? 'error' : 'text.secondary'} sx={{ mt: -1 }}>
        {closedReason ?? `キャンセル期限：${shortDateTime(lesson.cancel_deadline)}まで（${cancelDeadlineWords(lesson.cancel_terms)}）。`}
        {!lesson.cancellable && (
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            次回より後のレッスンは
            <AppLink href={memberPaths.histories} sx={{ mx: 0.25, fontWeight: 700 }}>
              {LESSONS_PAGE_TITLE}
            </AppLink>
            からキャンセルできます。
          </Box>
        )}
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          キャンセルと振替のルールは
          <AppLink href={paths.rule} sx={{ mx: 0.25, fontWeight: 700 }}>
            利用規約
          </AppLink>
          をご確認ください。
        </Box>
      </Typography>
    </Box>
  );
}
