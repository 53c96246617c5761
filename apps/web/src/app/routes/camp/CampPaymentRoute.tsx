import { CampMessages } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { campPaths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';
import { useCampApplication } from '../../../features/camp/api/camp';
import { CampPage } from '../../../features/camp/components/CampPage';
import { CampPaymentFlow } from '../../../features/camp/components/CampPaymentFlow';
import { tokenFrom } from '../../../features/camp/model/camp-flow';

/** Spec §2 /fortnite-camp/payment?token=: the e-mailed link. A forged, used or expired token gets a clear page. */
export function CampPaymentRoute() {
  usePageTitle('フォートナイトキャンプ お支払い手続き');
  const token = tokenFrom(useLocation().search);
  const application = useCampApplication(token);

  const problem = !token ? CampMessages.tokenInvalid : application.error && !application.data ? errorMessage(application.error, CampMessages.tokenInvalid) : null;

  return (
    <CampPage title="お支払い手続き" lead={application.data ? `${application.data.name} 様、参加人数とお子さまの情報を入力してください。` : undefined}>
      {problem ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Alert severity="warning" role="alert">
            <AlertTitle>このURLからはお手続きいただけません</AlertTitle>
            {problem}
          </Alert>
          <LinkButton href={campPaths.profile} variant="contained" size="large" sx={{ py: 1.5, width: { xs: '100%', sm: 280 }, justifySelf: 'center' }}>
            お申し込みページへ
          </LinkButton>
        </Box>
      ) : !application.data || !token ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="お申し込み情報を読み込み中" />
        </Box>
      ) : (
        <CampPaymentFlow token={token} application={application.data} />
      )}
    </CampPage>
  );
}
