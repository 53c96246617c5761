import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { useCanEdit } from './useCanEdit';

/** Tells a support operator why there is no save button. */
export const ReadOnlyNotice = () => {
  const canEdit = useCanEdit();
  const translate = useTranslate();
  if (canEdit) return null;
  return (
    <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
      {translate('app.catalogue.read_only')}
    </Alert>
  );
};
