import { MakeUpMessages, type MakeUpCredit, type MemberLesson } from '@coaching/contracts';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ToggleButton from '@mui/material/ToggleButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useBookMakeUp, useMakeUps } from '../api/make-ups';
import { makeUpDays, makeUpDeadline, makeUpRange, makeUpRefusal } from '../model/make-up-texts';

interface BookMakeUpDialogProps {
  open: boolean;
  /** The cancelled lesson whose credit is booked. */
  lessonId: string | null;
  onClose: () => void;
  /** The booking went through: the new lesson and the server's message. */
  onBooked: (lesson: MemberLesson, message: string) => void;
}

/**
 * Issue 29: the member books the make-up of a lesson they cancelled on time in a free hour of their own coach, until
 * the credit's deadline. The hours come grouped by day with the weekday; one is chosen, then confirmed. Loading, no
 * free hours and a refusal are said in the dialog (a taken hour reads the hours again), never in an alert box.
 */
export function BookMakeUpDialog({ open, lessonId, onClose, onBooked }: BookMakeUpDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)');
  const { data, error, isLoading, mutate } = useMakeUps();
  const book = useBookMakeUp();
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!open) return;
    setChosen(null);
    setFailure(null);
    void mutate();
  }, [open, lessonId, mutate]);

  const credit: MakeUpCredit | undefined = data?.find((c) => c.lesson_id === lessonId);
  const days = credit ? makeUpDays(credit.free_hours) : [];
  const chosenHour = credit?.free_hours.find((h) => h.started_at === chosen);

  const confirm = async () => {
    if (!credit || !chosen || sending) return;
    setSending(true);
    setFailure(null);
    try {
      const { lesson, message } = await book(credit.lesson_id, chosen);
      onBooked(lesson, message);
    } catch (refused) {
      const { message, retake } = makeUpRefusal(refused);
      setFailure(message);
      if (retake) setChosen(null);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={sending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      slotProps={{ paper: { sx: fullScreen ? undefined : { borderRadius: 3 } } }}
      data-testid="book-make-up-dialog"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800, display: 'flex', alignItems: 'center', gap: 1 }}>
        <EventAvailableOutlinedIcon color="primary" aria-hidden />
        振替レッスンを予約
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        {credit && (
          <Box sx={{ p: 2, borderRadius: 2, bgcolor: 'action.hover', display: 'grid', gap: 0.5 }}>
            <Typography variant="body2" color="text.secondary">
              キャンセルしたレッスン：{makeUpRange(credit.cancelled_lesson)}
            </Typography>
            <Typography variant="body2">
              担当コーチ：
              <Box component="span" sx={{ fontWeight: 700 }}>
                {credit.coach?.name ?? '未定'}
              </Box>
            </Typography>
            <Typography data-testid="make-up-deadline" sx={{ fontWeight: 800, color: 'success.dark' }}>
              {makeUpDeadline(credit.make_up_by)}
            </Typography>
          </Box>
        )}
        {failure !== null && (
          <Alert severity="error" role="alert" data-testid="make-up-failure">
            <AlertTitle sx={{ fontWeight: 800 }}>{MakeUpMessages.bookFailed}</AlertTitle>
            {failure !== MakeUpMessages.bookFailed && failure}
          </Alert>
        )}
        {error && !data ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void mutate()}>
                再読み込み
              </Button>
            }
          >
            {errorMessage(error, MakeUpMessages.loadFailed)}
          </Alert>
        ) : isLoading && !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 5, gap: 1.5 }}>
            <CircularProgress aria-label="空いている時間を読み込み中" />
            <Typography variant="body2" color="text.secondary">
              空いている時間を読み込んでいます…
            </Typography>
          </Box>
        ) : !credit ? (
          <Alert severity="info" data-testid="make-up-no-credit">
            {MakeUpMessages.creditNotFound}
          </Alert>
        ) : days.length === 0 ? (
          <Alert severity="info" data-testid="make-up-empty">
            <AlertTitle sx={{ fontWeight: 800 }}>空いている時間がありません</AlertTitle>
            {MakeUpMessages.noFreeHours}日程のご相談はサポートまでお問い合わせください。
          </Alert>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="text.secondary">
              担当コーチの空いている時間から1つ選んでください（日本時間）。
            </Typography>
            {days.map((day) => (
              <Box key={day.date} component="section" aria-label={day.label} data-testid="make-up-day" sx={{ display: 'grid', gap: 1 }}>
                <Typography component="h3" sx={{ fontWeight: 800, fontSize: '0.9375rem' }}>
                  {day.label}
                </Typography>
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' }, gap: 1 }}>
                  {day.hours.map((hour) => (
                    <ToggleButton
                      key={hour.started_at}
                      value={hour.started_at}
                      selected={chosen === hour.started_at}
                      onChange={() => {
                        setChosen(hour.started_at);
                        setFailure(null);
                      }}
                      disabled={sending}
                      color="primary"
                      aria-label={`${day.label} ${hour.label}`}
                      data-testid="make-up-hour"
                      data-starts-at={hour.started_at}
                      sx={{ minHeight: 44, fontWeight: 700, fontVariantNumeric: 'tabular-nums', borderRadius: 2, '&&': { border: 1, borderColor: 'divider' } }}
                    >
                      {hour.label}
                    </ToggleButton>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Typography variant="body2" aria-live="polite" data-testid="make-up-chosen" sx={{ fontWeight: 700, flex: { xs: '1 1 100%', sm: '1 1 auto' } }}>
          {chosenHour ? `選択中：${makeUpRange(chosenHour)}` : ''}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          <Button variant="outlined" onClick={onClose} disabled={sending}>
            戻る
          </Button>
          <Button variant="contained" onClick={() => void confirm()} disabled={!chosenHour} loading={sending}>
            この時間で予約する
          </Button>
        </Box>
      </DialogActions>
    </Dialog>
  );
}
