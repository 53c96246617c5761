import type { KarteEntry } from '@coaching/contracts';
import { brand } from '@coaching/web-theme';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { LoadFailed } from '../../payments/components/LoadFailed';
import { useKarte } from '../api/get-karte';
import { karteSkills, shortDateTime } from '../model/lesson-texts';
import { KarteMemberRating } from './KarteMemberRating';
import { LessonGameLabel } from './LessonGameLabel';

const KarteChart = lazy(() => import('./KarteChart'));
const LOAD_FAILED = 'カルテを読み込めませんでした。';
/** The timeline shows the newest notes first; older ones on request. */
const SHOWN = 3;
/** The coach's marks of the student's skills, named apart from the member's own rating of the lesson (「あなたのレッスン評価」). */
const COACH_MARKS = 'コーチの評価（5段階）';

/** Issue 10 karte: the coach's note after each attended lesson, and a chart of the ratings over time. */
export function KarteSection() {
  const titleId = useId();
  const { data: entries, error, mutate } = useKarte();
  const [all, setAll] = useState(false);

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ ...memberCardSx }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box aria-hidden sx={{ flex: 'none', width: 44, height: 44, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'rgba(52, 81, 209, 0.1)', color: 'primary.main' }}>
          <AssignmentOutlinedIcon />
        </Box>
        <Box>
          <Typography id={titleId} variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.375rem' } }}>
            カルテ
          </Typography>
          <Typography variant="body2" color="text.secondary">
            レッスンごとに担当コーチが記入する、取り組んだ内容・宿題・コーチの評価（5段階）です。
          </Typography>
        </Box>
      </Box>
      {error && !entries ? (
        <Box sx={{ mt: 2.5 }}>
          <LoadFailed message={LOAD_FAILED} onRetry={() => void mutate()} />
        </Box>
      ) : !entries ? (
        <Skeleton variant="rounded" aria-busy sx={{ mt: 2.5, height: 200 }} />
      ) : entries.length === 0 ? (
        <Typography sx={{ mt: 2.5, p: { xs: 2, sm: 3 }, borderRadius: 3, bgcolor: brand.surface, color: 'text.secondary' }}>
          まだカルテはありません。レッスンを受講すると、担当コーチがここに記録を残します。
        </Typography>
      ) : (
        <>
          {entries.length > 1 && (
            <Box sx={{ mt: 2.5 }}>
              <Typography component="h3" sx={{ fontWeight: 800, mb: 1 }}>
                コーチの評価の推移
              </Typography>
              <Suspense fallback={<Skeleton variant="rounded" sx={{ height: 260 }} />}>
                <KarteChart entries={entries} />
              </Suspense>
            </Box>
          )}
          <Box component="ol" aria-label="カルテの記録" sx={{ listStyle: 'none', m: 0, mt: 2.5, p: 0, display: 'grid', gap: 0 }}>
            {(all ? entries : entries.slice(0, SHOWN)).map((entry, index, shown) => (
              <KarteItem key={entry.lesson_id} entry={entry} last={index === shown.length - 1} />
            ))}
          </Box>
          {entries.length > SHOWN && (
            <Button onClick={() => setAll((v) => !v)} sx={{ mt: 1 }} aria-expanded={all}>
              {all ? '新しい記録だけを表示' : `すべての記録を表示（${entries.length}件）`}
            </Button>
          )}
        </>
      )}
    </Paper>
  );
}

function KarteItem({ entry, last }: { entry: KarteEntry; last: boolean }) {
  const marksId = useId();
  return (
    <Box component="li" data-testid="karte-entry" sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
      <Box aria-hidden sx={{ position: 'relative', display: 'flex', justifyContent: 'center' }}>
        <Box sx={{ mt: 0.75, width: 12, height: 12, borderRadius: '50%', bgcolor: 'primary.main', boxShadow: '0 0 0 4px rgba(52,81,209,0.15)', zIndex: 1 }} />
        {!last && <Box sx={{ position: 'absolute', top: 18, bottom: 0, width: 2, bgcolor: 'divider' }} />}
      </Box>
      <Box sx={{ pb: last ? 0 : 3, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{shortDateTime(entry.started_at)}のレッスン</Typography>
          <LessonGameLabel game={entry.game} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          担当コーチ：{entry.coach.name}
        </Typography>
        <Box sx={{ mt: 1, display: 'grid', gap: 1 }}>
          <Note title="取り組んだ内容" text={entry.worked_on} />
          {entry.homework && <Note title="宿題" text={entry.homework} />}
        </Box>
        <Typography id={marksId} variant="caption" component="p" sx={{ mt: 1.25, mb: 0.5, fontWeight: 800, color: 'primary.main' }}>
          {COACH_MARKS}
        </Typography>
        <Box component="dl" aria-labelledby={marksId} sx={{ m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {karteSkills.map(({ skill, label }) => (
            <Box key={skill} sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5, px: 1.25, py: 0.25, borderRadius: 999, bgcolor: brand.surface, border: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: '0.9375rem' }}>
                {entry.ratings[skill]}
                <Box component="span" sx={{ fontSize: '0.75rem', color: 'text.secondary' }}>
                  /5
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
        <KarteMemberRating lessonId={entry.lesson_id} />
      </Box>
    </Box>
  );
}

function Note({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" sx={{ fontWeight: 800, color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
}
