import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type AdminCoach, type CoachMemberRatingMonth, percentText, PROGRESS_QUESTION } from '@coaching/contracts';
import { useEffect, useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../providers/http';

const STARS = ['5', '4', '3', '2', '1'] as const;
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/**
 * Issue 29: what members thought of this coach's lessons, per month: 満足度 (four or five stars) and 上達実感 (「はい」 to the
 * monthly question) with their counts, then how many rated, the average and how many gave each star count (months with
 * ratings). Staff see any coach's; a coach only their own (the server decides).
 */
export const CoachMemberRatings = () => {
  const record = useRecordContext<AdminCoach>();
  const titleId = useId();
  const [months, setMonths] = useState<CoachMemberRatingMonth[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!record) return;
    let live = true;
    httpClient(`${ADMIN_API_URL}/coaches/${encodeURIComponent(record.id)}/member-ratings`).then(
      ({ json }) => live && setMonths((json as { data: CoachMemberRatingMonth[] }).data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [record]);
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="coach-member-ratings" sx={{ px: 2, pb: 3, maxWidth: 760 }}>
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          受講生からの評価（月別）
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          満足度は星4つ以上の評価の割合、上達実感は毎月の「{PROGRESS_QUESTION}」に「はい」と答えた受講生の割合です。割合の下の「13/14件」は14件中13件の意味で、件数が少ない月の割合は参考値です。星は平均と内訳も示します。月はレッスンの日・回答した日（日本時間）で数えます。
        </Typography>
        {failed ? (
          <Alert severity="error">受講生からの評価を読み込めませんでした。</Alert>
        ) : !months ? (
          <Skeleton variant="rounded" height={120} />
        ) : months.length === 0 ? (
          <Typography color="text.secondary">まだ評価はありません。</Typography>
        ) : (
          <>
            <ClaimFigures months={months} />
            {/* width 0 / minWidth 100%: the table scrolls inside its box instead of widening the page on a phone; its cells
                are narrower there so the eight columns fit a phone's width without scrolling. */}
            <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
              <Table size="small" aria-labelledby={titleId} sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col">月</TableCell>
                    <TableCell component="th" scope="col" align="right">平均</TableCell>
                    <TableCell component="th" scope="col" align="right">件数</TableCell>
                    {STARS.map((s) => (
                      <TableCell key={s} component="th" scope="col" align="right">
                        <span aria-hidden>★</span>
                        {s}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {months.filter((m) => m.count > 0).map((m) => (
                    <TableRow key={m.month} data-testid="coach-rating-month">
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{monthLabel(m.month)}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 800 }}>{m.average?.toFixed(2) ?? '—'}</TableCell>
                      <TableCell align="right">{m.count}</TableCell>
                      {STARS.map((s) => (
                        <TableCell key={s} align="right">{m.distribution[s]}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
};

/** A share and its count, 「92.9%」 over 「13/14件」: the count keeps 100 % of two from reading as a claim. */
function Share({ share, of, unit }: { share: { rate: number | null; n: number }; of: number; unit: string }) {
  return (
    <>
      <Box component="span" sx={{ display: 'block', fontWeight: 800 }}>
        {percentText(share.rate)}
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {share.n === 0 ? `0${unit}` : `${of}/${share.n}${unit}`}
      </Box>
    </>
  );
}

/** 満足度 and 上達実感 per month, newest first. */
function ClaimFigures({ months }: { months: CoachMemberRatingMonth[] }) {
  return (
    <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%', mb: 2 }}>
      <Table size="small" aria-label="満足度と上達実感（月別）" data-testid="coach-claim-figures" sx={{ '& .MuiTableCell-root': { px: { xs: 0.5, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">月</TableCell>
            <TableCell component="th" scope="col" align="right">満足度</TableCell>
            <TableCell component="th" scope="col" align="right">上達実感</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {months.map((m) => (
            <TableRow key={m.month} data-testid="coach-claim-month">
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{monthLabel(m.month)}</TableCell>
              <TableCell align="right" data-testid="satisfaction">
                <Share share={m.satisfaction} of={m.satisfaction.satisfied} unit="件" />
              </TableCell>
              <TableCell align="right" data-testid="progress">
                <Share share={m.progress} of={m.progress.yes} unit="人" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
