import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { type AdminCoach, type AdminCoachDayOff, COACH_DAY_OFF_MAX_DAYS_AHEAD, CoachDayOffMessages, fromTokyo, shiftTokyoDate, tokyoDate } from '@coaching/contracts';
import { formatDayWithWeekday } from '@coaching/web-theme';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useNotify, useRecordContext } from 'react-admin';
import { ADMIN_API_URL, httpClient } from '../providers/http';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : '休みを保存できませんでした。時間をおいて再度お試しください。');

/**
 * A coach's days off (休み, issue 30), beside his weekly hours: whole days (Tokyo) on which members and visitors are
 * offered no make-up or trial. A coach edits his own, staff any coach's (the server decides). A day that already holds
 * a lesson or a trial is refused with the list of them: move them first.
 */
export const CoachDaysOff = () => {
  const record = useRecordContext<AdminCoach>();
  const notify = useNotify();
  const titleId = useId();
  const [days, setDays] = useState<AdminCoachDayOff[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [day, setDay] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const url = record ? `${ADMIN_API_URL}/coaches/${encodeURIComponent(String(record.id))}/days-off` : null;

  const load = useCallback(() => {
    if (!url) return;
    setLoadFailed(false);
    httpClient(url).then(
      ({ json }) => setDays((json as { data: AdminCoachDayOff[] }).data),
      () => setLoadFailed(true),
    );
  }, [url]);
  useEffect(load, [load]);
  if (!record || !url) return null;

  const today = tokyoDate(new Date());
  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (!day) return setError(CoachDayOffMessages.dayInvalid);
    setSaving(true);
    setError(null);
    try {
      const { json } = await httpClient(url, { method: 'POST', body: JSON.stringify({ day, note }) });
      setDays((json as { data: AdminCoachDayOff[] }).data);
      setDay('');
      setNote('');
      notify(CoachDayOffMessages.added, { type: 'success' });
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  const remove = async (off: AdminCoachDayOff) => {
    setError(null);
    try {
      const { json } = await httpClient(`${url}/${off.day}`, { method: 'DELETE' });
      setDays((json as { data: AdminCoachDayOff[] }).data);
      notify(CoachDayOffMessages.removed, { type: 'success' });
    } catch (failure) {
      setError(messageOf(failure));
    }
  };

  return (
    <Box component="section" aria-labelledby={titleId} data-testid="coach-days-off" sx={{ px: 2, pb: 3, maxWidth: 760 }}>
      <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800 }}>
          休み
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          休みの日（日本時間の1日単位）は、対応時間内でも振替レッスンや無料体験の予約を受け付けません。今日から{COACH_DAY_OFF_MAX_DAYS_AHEAD}日先まで登録できます。予約済みのレッスンや無料体験がある日は、先に予定を移動してください。
        </Typography>
        <Box component="form" onSubmit={add} noValidate sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 12rem) minmax(0, 1fr) auto' }, alignItems: 'start' }}>
          <TextField
            type="date"
            label="休みの日"
            size="small"
            value={day}
            onChange={(e) => setDay(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: shiftTokyoDate(today, COACH_DAY_OFF_MAX_DAYS_AHEAD), 'data-testid': 'day-off-date' } }}
          />
          <TextField label="メモ（任意）" size="small" value={note} onChange={(e) => setNote(e.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
          <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 40, whiteSpace: 'nowrap' }}>
            {saving ? '登録しています…' : '休みを追加'}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
            {error}
          </Alert>
        )}
        {loadFailed ? (
          <Alert severity="error" sx={{ mt: 1.5 }} action={<Button color="inherit" size="small" onClick={load}>再読み込み</Button>}>
            休みを読み込めませんでした。
          </Alert>
        ) : !days ? (
          <Skeleton variant="rounded" height={56} sx={{ mt: 1.5 }} />
        ) : days.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1.5 }}>
            登録されている休みはありません。
          </Typography>
        ) : (
          <List dense aria-label="登録されている休み" sx={{ mt: 1 }}>
            {days.map((off) => (
              <ListItem
                key={off.day}
                data-testid="day-off"
                divider
                secondaryAction={
                  <IconButton edge="end" aria-label={`${formatDayWithWeekday(fromTokyo(off.day))}の休みを取り消す`} onClick={() => remove(off)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={formatDayWithWeekday(fromTokyo(off.day))} secondary={off.note || null} slotProps={{ primary: { sx: { fontWeight: 700 } } }} />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Box>
  );
};
