import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminCoach, CoachMemberRatingMonth } from '@coaching/contracts';
import { useEffect, useId, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../providers/http';

const STARS = ['5', '4', '3', '2', '1'] as const;
const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/**
 * Issue 29: what members thought of this coach's lessons, per month of the lesson: how many rated, the average and how
 * many gave each star count. Staff see any coach's; a coach only their own (the server decides).
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
          受講生がレッスン後に付けた星（5段階）の平均と内訳です。月はレッスンの日（日本時間）で数えます。
        </Typography>
        {failed ? (
          <Alert severity="error">受講生からの評価を読み込めませんでした。</Alert>
        ) : !months ? (
          <Skeleton variant="rounded" height={120} />
        ) : months.length === 0 ? (
          <Typography color="text.secondary">まだ評価はありません。</Typography>
        ) : (
          // width 0 / minWidth 100%: the table scrolls inside its box instead of widening the page on a phone; its cells
          // are narrower there so the eight columns fit a phone's width without scrolling.
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
                {months.map((m) => (
                  <TableRow key={m.month} data-testid="coach-rating-month">
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{monthLabel(m.month)}</TableCell>
                    <TableCell align="right" sx={{ fontWeight: 800 }}>{m.average.toFixed(2)}</TableCell>
                    <TableCell align="right">{m.count}</TableCell>
                    {STARS.map((s) => (
                      <TableCell key={s} align="right">{m.distribution[s]}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </Box>
    </Box>
  );
};
