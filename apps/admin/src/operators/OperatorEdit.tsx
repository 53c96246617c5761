import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import BlockIcon from '@mui/icons-material/Block';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import RestoreIcon from '@mui/icons-material/Restore';
import { formatDateTime } from '@coaching/web-theme';
import { type AdminOperator, operatorUpdateSchema } from '@coaching/contracts';
import { Edit, SaveButton, SelectInput, SimpleForm, Toolbar, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { FormSection } from '../catalogue/shared/FormSection';
import { schemaResolver } from '../catalogue/shared/schemaResolver';
import { ConfirmedActionButton } from '../layout/ConfirmedActionButton';
import { dataProvider } from '../providers/dataProvider';
import { CoachChoiceInput } from './CoachChoiceInput';
import { roleChoices } from './operatorChoices';
import { RoleChip, StateChip } from './OperatorList';

const Summary = () => {
  const record = useRecordContext<AdminOperator>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
      <Box>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {record.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {record.email}
        </Typography>
      </Box>
      <RoleChip record={record} />
      <StateChip record={record} />
      <Typography variant="body2" color="text.secondary" sx={{ ml: { sm: 'auto' } }}>
        {translate('resources.operators.fields.last_login_at')}: {record.last_login_at ? formatDateTime(record.last_login_at) : translate('resources.operators.never')}
      </Typography>
    </Box>
  );
};

/** Deactivate (signs them out now) or reactivate; an admin never deactivates themself (the server refuses too). */
const ActiveButton = () => {
  const record = useRecordContext<AdminOperator>();
  const { identity } = useGetIdentity();
  if (!record || record.id === identity?.id) return null;
  const action = record.active ? 'deactivate' : 'reactivate';
  return (
    <ConfirmedActionButton
      label={`resources.operators.${action}.action`}
      confirmTitle={`resources.operators.${action}.title`}
      confirmContent={`resources.operators.${action}.content`}
      contentOptions={{ name: record.name }}
      done={`resources.operators.${action}.done`}
      icon={record.active ? <BlockIcon /> : <RestoreIcon />}
      variant="outlined"
      run={() => dataProvider.update('operators', { id: record.id, data: { active: !record.active }, previousData: record })}
    />
  );
};

/** Reset: a password typed here, or (left empty) a fresh mailed link; their sessions end either way. */
const ResetPasswordButton = () => {
  const record = useRecordContext<AdminOperator>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!record) return null;
  const submit = async () => {
    setPending(true);
    setError(null);
    try {
      await dataProvider.resetOperatorPassword(record.id, password);
      notify(password ? 'resources.operators.reset.done_password' : 'resources.operators.reset.done_mail', { type: 'success' });
      setOpen(false);
      setPassword('');
      refresh();
    } catch (e) {
      const body = (e as { body?: { errors?: Record<string, string> } }).body;
      setError(body?.errors?.password ?? (e instanceof Error ? e.message : translate('ra.notification.http_error')));
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant="outlined" startIcon={<KeyIcon />} onClick={() => setOpen(true)}>
        {translate('resources.operators.reset.action')}
      </Button>
      <Dialog open={open} onClose={() => !pending && setOpen(false)} maxWidth="xs" fullWidth>
        <DialogTitle>{translate('resources.operators.reset.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('resources.operators.reset.content')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {error}
            </Alert>
          )}
          <TextField label={translate('resources.operators.fields.password')} type="password" autoComplete="new-password" fullWidth value={password} onChange={(e) => setPassword(e.target.value)} margin="dense" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button variant="contained" onClick={submit} disabled={pending}>
            {translate(password ? 'resources.operators.reset.set' : 'resources.operators.reset.mail')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const EditToolbar = () => (
  <Toolbar sx={{ gap: 1, flexWrap: 'wrap' }}>
    <SaveButton label="resources.operators.save_role" />
    <Box sx={{ flex: 1 }} />
    <ResetPasswordButton />
    <ActiveButton />
  </Toolbar>
);

const OperatorEditForm = () => {
  const record = useRecordContext<AdminOperator>();
  return (
    <SimpleForm resolver={schemaResolver(operatorUpdateSchema)} toolbar={<EditToolbar />} sx={{ maxWidth: 720 }}>
      <Summary />
      <FormSection title="resources.operators.sections.role">
        <SelectInput source="role" choices={roleChoices} sx={{ minWidth: 200 }} />
        <CoachChoiceInput operatorId={record?.id} />
      </FormSection>
    </SimpleForm>
  );
};

/** Change an account's role, reset its password, deactivate or reactivate it. Only the role is sent on save. */
export const OperatorEdit = () => (
  <Edit mutationMode="pessimistic" redirect={false} transform={(data: AdminOperator) => ({ role: data.role, coach_id: data.role === 'coach' ? data.coach_id : null })}>
    <OperatorEditForm />
  </Edit>
);
