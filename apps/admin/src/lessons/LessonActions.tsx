import EventBusyIcon from '@mui/icons-material/EventBusyOutlined';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import PersonOffIcon from '@mui/icons-material/PersonOffOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { adminCancelLessonSchema, type AdminLesson } from '@coaching/contracts';
import { useId, useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import type { AdminDataProvider } from '../providers/dataProvider';
import { hasStarted, lessonTimeRange, lessonWho } from './lessonModel';
import { useIsStaff } from './useStaff';

type CancelBy = 'school' | 'member-late';

/** The school calls the lesson off, or support records a member's late cancel: a reason is required either way. */
const CancelDialog = ({ lesson, by, onClose }: { lesson: AdminLesson; by: CancelBy | null; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const kind = by ?? 'school';

  const submit = async () => {
    const parsed = adminCancelLessonSchema.safeParse({ by: kind, reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setSending(true);
    try {
      await dataProvider.cancelLesson(lesson.id, parsed.data);
      notify(`resources.lessons.cancel.done_${kind === 'school' ? 'school' : 'late'}`, { type: 'success' });
      setReason('');
      onClose();
      refresh();
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.reason ?? (e instanceof Error && e.message ? e.message : translate('ra.notification.http_error')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={by !== null} onClose={sending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {translate(`resources.lessons.cancel.title_${kind === 'school' ? 'school' : 'late'}`)}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          {lessonWho(lesson)} ・ {lessonTimeRange(lesson.starts_at, lesson.ends_at)}
        </DialogContentText>
        <Alert severity={kind === 'school' ? 'info' : 'warning'}>{translate(`resources.lessons.cancel.explain_${kind === 'school' ? 'school' : 'late'}`)}</Alert>
        <TextField
          label={translate('resources.lessons.fields.cancel_reason')}
          required
          multiline
          minRows={3}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          disabled={sending}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={sending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color="error" loading={sending} onClick={() => void submit()}>
          {translate(`resources.lessons.cancel.submit_${kind === 'school' ? 'school' : 'late'}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * What may be done with a lesson now: before it begins, staff may call it off, and record a member's late
 * cancel once the member's own deadline has passed (before it the member cancels on mypage);
 * once it has begun, its coach (or staff) records whether the member came.
 */
export const LessonActions = () => {
  const lesson = useRecordContext<AdminLesson>();
  const translate = useTranslate();
  const staff = useIsStaff();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [cancelBy, setCancelBy] = useState<CancelBy | null>(null);
  if (!lesson || lesson.status !== 'scheduled') return null;
  const started = hasStarted(lesson);
  const who = lessonWho(lesson);

  return (
    <Box component="section" aria-label={translate('resources.lessons.sections.actions')} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800 }}>
        {translate('resources.lessons.sections.actions')}
      </Typography>
      {started ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ConfirmedActionButton
            label="resources.lessons.attendance.attended"
            confirmTitle="resources.lessons.attendance.confirm_attended"
            confirmContent="resources.lessons.attendance.confirm_content"
            contentOptions={{ who }}
            done="resources.lessons.attendance.done"
            icon={<HowToRegIcon />}
            run={() => dataProvider.recordAttendance(lesson.id, true)}
          />
          <ConfirmedActionButton
            label="resources.lessons.attendance.missed"
            confirmTitle="resources.lessons.attendance.confirm_missed"
            confirmContent="resources.lessons.attendance.confirm_missed_content"
            contentOptions={{ who }}
            done="resources.lessons.attendance.done"
            icon={<PersonOffIcon />}
            variant="outlined"
            run={() => dataProvider.recordAttendance(lesson.id, false)}
          />
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('resources.lessons.attendance.after_start')}
        </Typography>
      )}
      {staff && !started && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" color="error" startIcon={<EventBusyIcon />} onClick={() => setCancelBy('school')}>
            {translate('resources.lessons.cancel.action_school')}
          </Button>
          {Date.parse(lesson.cancel_deadline) < Date.now() && (
            <Button variant="outlined" color="warning" onClick={() => setCancelBy('member-late')}>
              {translate('resources.lessons.cancel.action_late')}
            </Button>
          )}
        </Box>
      )}
      <CancelDialog lesson={lesson} by={cancelBy} onClose={() => setCancelBy(null)} />
    </Box>
  );
};
