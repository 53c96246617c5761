import type { TrialSchedule } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memberCardSx } from '../../../components/layout/MemberPage';
import { openSeats } from '../model/trial-week';

export interface ChosenSlot {
  day: string;
  time: string;
  week: string;
}

interface TrialCalendarProps {
  gameName: string;
  schedule: TrialSchedule | undefined;
  loading: boolean;
  failed: boolean;
  weekIndex: number;
  weekCount: number;
  onWeek: (index: number) => void;
  onChoose: (slot: ChosenSlot) => void;
  /** A full hour: 空きが出たら通知. */
  onWaitlist: (slot: ChosenSlot) => void;
  onBack: () => void;
  /** The slot being held right now (its button shows it is busy). */
  holding: string | null;
}

/**
 * Spec §4 the calendar (a game chosen): seven days, each offered hour with its seats left. A full hour stays
 * in place, marked 満席, and offers 空きが出たら通知; seats taken elsewhere disappear as the schedule refreshes.
 * Back returns to the form.
 */
export function TrialCalendar({ gameName, schedule, loading, failed, weekIndex, weekCount, onWeek, onChoose, onWaitlist, onBack, holding }: TrialCalendarProps) {
  const days = Object.entries(schedule ?? {});
  const first = days[0]?.[1];
  const last = days.at(-1)?.[1];
  return (
    <Paper component="section" variant="outlined" aria-labelledby="trial-calendar-title" sx={memberCardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography id="trial-calendar-title" variant="h2" sx={{ fontSize: { xs: '1.125rem', md: '1.25rem' } }}>
            日時を選ぶ
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
            {gameName}・60分。ご希望の開始時刻を選んでください（日本時間）。
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <IconButton aria-label="前の週" disabled={weekIndex === 0} onClick={() => onWeek(weekIndex - 1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography sx={{ fontWeight: 800, minWidth: 116, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }} aria-live="polite">
            {first && last ? `${first.date}〜${last.date}` : '　'}
          </Typography>
          <IconButton aria-label="次の週" disabled={weekIndex >= weekCount - 1} onClick={() => onWeek(weekIndex + 1)}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
      </Box>

      {failed && (
        <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
          空き状況を読み込めませんでした。通信環境をご確認ください。自動で再読み込みします。
        </Alert>
      )}

      <Box
        role="list"
        aria-label="日ごとの空き状況"
        sx={{ mt: 2.5, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(7, minmax(0, 1fr))' }, gap: { xs: 1.25, md: 1 } }}
      >
        {loading && days.length === 0
          ? Array.from({ length: 7 }, (_, i) => <Skeleton key={i} variant="rounded" height={120} />)
          : days.map(([day, { week, date, schedules }]) => {
              const times = Object.entries(schedules);
              const weekend = week === '土' || week === '日';
              return (
                <Box
                  key={day}
                  role="listitem"
                  aria-label={`${date}(${week})`}
                  sx={{ border: 1, borderColor: 'divider', borderRadius: 2, overflow: 'hidden', display: { xs: 'flex', md: 'block' }, alignItems: 'stretch' }}
                >
                  <Box sx={{ px: 1, py: 1, bgcolor: 'rgba(52, 81, 209, 0.05)', textAlign: 'center', minWidth: { xs: 72, md: 0 }, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
                    <Typography sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}>{date}</Typography>
                    <Typography variant="caption" sx={{ color: week === '日' ? '#c62828' : week === '土' ? '#1565c0' : 'text.secondary', fontWeight: weekend ? 800 : 400 }}>
                      {week}
                    </Typography>
                  </Box>
                  <Box sx={{ p: 1, display: 'flex', flexWrap: { xs: 'wrap', md: 'nowrap' }, flexDirection: { md: 'column' }, gap: 0.75, flex: 1 }}>
                    {times.length === 0 && (
                      <Typography variant="caption" color="text.secondary" sx={{ py: 1, px: 0.5 }}>
                        受付なし
                      </Typography>
                    )}
                    {times.map(([time, seats]) => (
                      <SlotButton
                        key={time}
                        time={time}
                        seats={seats}
                        busy={holding === `${day} ${time}`}
                        disabled={holding !== null}
                        onClick={() => (seats > 0 ? onChoose({ day, time, week }) : onWaitlist({ day, time, week }))}
                      />
                    ))}
                  </Box>
                </Box>
              );
            })}
      </Box>

      {!loading && schedule && openSeats(schedule) === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mt: 2 }}>
          この週は空きがありません。{weekIndex < weekCount - 1 ? '次の週をご覧ください。' : ''}
        </Alert>
      )}

      <Box sx={{ mt: 3 }}>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          入力に戻る
        </Button>
      </Box>
    </Paper>
  );
}

function SlotButton({ time, seats, busy, disabled, onClick }: { time: string; seats: number; busy: boolean; disabled: boolean; onClick: () => void }) {
  const full = seats <= 0;
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled}
      aria-label={full ? `${time} 満席（空きが出たら通知）` : `${time} 残り${seats}席`}
      sx={{
        borderRadius: 1.5,
        border: 1,
        borderColor: full ? 'divider' : 'primary.main',
        borderStyle: full ? 'dashed' : 'solid',
        bgcolor: busy ? 'primary.main' : full ? '#f1f2f6' : 'background.paper',
        color: busy ? '#fff' : full ? 'text.secondary' : 'primary.main',
        px: 1,
        py: 0.75,
        minWidth: { xs: 84, md: 0 },
        display: 'flex',
        flexDirection: 'column',
        transition: 'background-color 120ms',
        '&:hover': { bgcolor: full ? '#e8eaf2' : 'rgba(52, 81, 209, 0.08)' },
        '&.Mui-focusVisible': { outline: '3px solid rgba(52, 81, 209, 0.4)' },
      }}
    >
      <Typography component="span" sx={{ fontWeight: 800, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}>
        {time}
      </Typography>
      <Typography component="span" variant="caption" sx={{ lineHeight: 1.2, color: 'inherit', fontWeight: 600 }}>
        {busy ? '確保中…' : full ? '満席・通知' : `残り${seats}`}
      </Typography>
    </ButtonBase>
  );
}
