import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import Alert from '@mui/material/Alert';
import { useSubscriptionExtension } from '../api/get-subscription-extension';
import { extensionNotice } from '../model/order-texts';

/**
 * Issue 8: on the confirmation of a plan the member holds and that still runs, paying extends it: told
 * before paying, with the new end date. Nothing while unknown (a failed read hides only this notice).
 */
export function ExtensionNotice({ planId, period }: { planId: number | null; period: number }) {
  const { data } = useSubscriptionExtension(planId, period);
  if (!data) return null;
  return (
    <Alert severity="info" icon={<EventRepeatOutlinedIcon fontSize="inherit" />} data-testid="extension-notice" sx={{ fontWeight: 700, alignItems: 'center' }}>
      {extensionNotice(data)}
    </Alert>
  );
}
