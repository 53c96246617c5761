import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type CoachTrialConversionMonth, percentText, TRIAL_CONVERSION_DAYS } from '@coaching/contracts';
import { useEffect, useId, useState } from 'react';
import { ADMIN_API_URL, httpClient } from '../providers/http';

const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;
const SPANS = [3, 6, 12] as const;

/** The rows (newest month first) grouped by month, in that order. */
function byMonth(rows: CoachTrialConversionMonth[]): Array<[string, CoachTrialConversionMonth[]]> {
  const months = new Map<string, CoachTrialConversionMonth[]>();
  for (const row of rows) months.set(row.month, [...(months.get(row.month) ?? []), row]);
  return [...months];
}

/**
 * Issue 30: the trial → paid conversion per coach and Tokyo month of the trial: trials held, no-shows, and members of the
 * held trials who bought their first plan within 30 days (from the trials' events, billing's purchase among them). Admin and
 * support only, as the trial pages; a coach's own figures are on his record (満足度・上達実感), not here.
 */
export const CoachTrialConversionTable = () => {
  const titleId = useId();
  const [months, setMonths] = useState<number>(3);
  const [rows, setRows] = useState<CoachTrialConversionMonth[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setRows(null);
    setFailed(false);
    httpClient(`${ADMIN_API_URL}/trial-conversion/coaches?months=${months}`).then(
      ({ json }) => live && setRows((json as { data: CoachTrialConversionMonth[] }).data),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [months]);

  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={titleId} data-testid="coach-trial-conversion">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 800 }}>
            コーチ別の体験 → 入会（月別）
          </Typography>
          <TextField select size="small" label="期間" value={months} onChange={(e) => setMonths(Number(e.target.value))} sx={{ width: 140 }}>
            {SPANS.map((n) => (
              <MenuItem key={n} value={n}>
                直近{n}か月
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1.5 }}>
          入会は、実施した体験の受講生のうち体験日から{TRIAL_CONVERSION_DAYS}日以内に初めて有料プランを購入した人数で、入会率はその割合です。月は体験日（日本時間）で数えます。
        </Typography>
        {failed ? (
          <Alert severity="error">コーチ別の入会状況を読み込めませんでした。</Alert>
        ) : !rows ? (
          <Skeleton variant="rounded" height={96} />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">この期間に実施した体験はありません。</Typography>
        ) : (
          // The table scrolls inside its box on a phone instead of widening the page; the box takes the keyboard's focus
          // so it can be scrolled without a pointer.
          <Box tabIndex={0} sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>
            <Table size="small" aria-labelledby={titleId} sx={{ '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">コーチ</TableCell>
                  <TableCell component="th" scope="col" align="right">実施</TableCell>
                  <TableCell component="th" scope="col" align="right">無断欠席</TableCell>
                  <TableCell component="th" scope="col" align="right">入会</TableCell>
                  <TableCell component="th" scope="col" align="right">入会率</TableCell>
                </TableRow>
              </TableHead>
              {byMonth(rows).map(([month, ofMonth]) => (
                <TableBody key={month}>
                  <TableRow>
                    <TableCell component="th" scope="rowgroup" colSpan={5} sx={{ fontWeight: 800, bgcolor: 'action.hover' }}>
                      {monthLabel(month)}
                    </TableCell>
                  </TableRow>
                  {ofMonth.map((r) => (
                    <TableRow key={r.coach_id} data-testid="coach-trial-conversion-row">
                      <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{r.coach_name || '（削除されたコーチ）'}</TableCell>
                      <TableCell align="right">{r.attended}</TableCell>
                      <TableCell align="right">{r.no_shows}</TableCell>
                      <TableCell align="right">{r.converted}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
                        {percentText(r.rate)}
                        {r.attended > 0 && (
                          <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', fontWeight: 400, color: 'text.secondary' }}>
                            {r.converted}/{r.attended}人
                          </Box>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              ))}
            </Table>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
