import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import Alert from '@mui/material/Alert';
import { assignCoachSchema, LessonAdminMessages, type AdminCoach, type AdminStudent, type CoachChangeOutcome } from '@coaching/contracts';
import { useId, useState, type MouseEvent } from 'react';
import { useGetList, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';

/** The picker's choice that takes the coach off (not a coach id). */
const NO_COACH = 'none';

/**
 * Support assigns a student's coach (the running subscription then leaves the 未割当 list), or changes it with a
 * reason: the lessons ahead move to the new coach where they are free, the others are called off by the school
 * (with a make-up credit). Only the coaches of the student's game are offered; a coach can also be taken off (未割当 again).
 */
export const AssignCoachButton = () => {
  const record = useRecordContext<AdminStudent>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [open, setOpen] = useState(false);
  const [coachId, setCoachId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const titleId = useId();
  const labelId = useId();
  // Only the coaches of the student's game (a coach teaches one game; the server refuses the others, issue 34).
  const coaches = useGetList<AdminCoach>(
    'coaches',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, filter: { is_active: true, game_id: record?.game_id } },
    { enabled: open && Boolean(record) },
  );
  if (!record) return null;
  const unassigning = Boolean(record.coach) && coachId === NO_COACH;
  const gameName = coaches.data?.[0]?.game_name ?? '';

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setCoachId(record.coach?.id ?? '');
    setError(null);
    setReason('');
    setReasonError(null);
    setOpen(true);
  };
  const submit = () => {
    const changing = Boolean(record.coach);
    const parsed = assignCoachSchema.safeParse({ coach_id: unassigning ? null : coachId, ...(changing ? { reason } : {}) });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    if (changing && !parsed.data.reason) return setReasonError(unassigning ? LessonAdminMessages.unassignReasonRequired : LessonAdminMessages.changeReasonRequired);
    update(
      'students',
      { id: record.id, data: parsed.data, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (data) => {
          const outcome = (data as { coach_change?: CoachChangeOutcome | null }).coach_change;
          notify(unassigning ? 'resources.students.assign.unassigned_done' : changing ? 'resources.students.assign.changed' : 'resources.students.assign.done', { type: 'success', messageArgs: { moved: outcome?.moved ?? 0, cancelled: outcome?.cancelled ?? 0 } });
          setOpen(false);
          refresh();
        },
        onError: (e) => {
          const fields = (e as { body?: { errors?: Record<string, string> } }).body?.errors;
          if (fields?.reason) return setReasonError(fields.reason);
          if (fields?.coach_id) return setError(fields.coach_id);
          setError(e instanceof Error && e.message ? e.message : translate('ra.notification.http_error'));
        },
      },
    );
  };

  return (
    <>
      <Button size="small" variant={record.coach ? 'text' : 'contained'} startIcon={<PersonAddIcon />} onClick={openDialog} sx={{ whiteSpace: 'nowrap' }}>
        {translate(record.coach ? 'resources.students.assign.change' : 'resources.students.assign.action')}
      </Button>
      <Dialog open={open} onClose={isPending ? undefined : () => setOpen(false)} onClick={(event) => event.stopPropagation()} aria-labelledby={titleId} maxWidth="xs" fullWidth>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {translate(record.coach ? 'resources.students.assign.change_title' : 'resources.students.assign.title')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{record.member.name ? `${record.member.name}（${record.member.email}）` : record.member.email}</DialogContentText>
          <FormControl error={Boolean(error)} fullWidth>
            <InputLabel id={labelId}>{translate('resources.students.fields.coach')}</InputLabel>
            <Select labelId={labelId} label={translate('resources.students.fields.coach')} value={coachId} onChange={(event) => setCoachId(event.target.value)}>
              {(coaches.data ?? []).map((coach) => (
                <MenuItem key={coach.id} value={coach.id}>
                  {coach.name}（{translate('resources.students.assign.students', { count: coach.students })}）
                </MenuItem>
              ))}
              {record.coach && (
                <MenuItem value={NO_COACH} sx={{ color: 'text.secondary', borderTop: 1, borderColor: 'divider' }}>
                  {translate('resources.students.assign.none')}
                </MenuItem>
              )}
            </Select>
            <FormHelperText>
              {error ??
                (coaches.isSuccess && (coaches.data?.length ?? 0) === 0
                  ? translate('resources.students.assign.no_coach_of_game')
                  : gameName
                    ? translate('resources.students.assign.game_only', { game: gameName })
                    : ' ')}
            </FormHelperText>
          </FormControl>
          {record.coach && (
            <>
              <Alert severity="warning">{translate(unassigning ? 'resources.students.assign.unassign_explain' : 'resources.students.assign.change_explain')}</Alert>
              <TextField
                label={translate(unassigning ? 'resources.students.assign.unassign_reason' : 'resources.students.assign.reason')}
                required
                multiline
                minRows={2}
                value={reason}
                onChange={(event) => {
                  setReason(event.target.value);
                  setReasonError(null);
                }}
                error={Boolean(reasonError)}
                helperText={reasonError ?? ' '}
              />
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" loading={isPending} onClick={submit}>
            {translate('resources.students.assign.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
