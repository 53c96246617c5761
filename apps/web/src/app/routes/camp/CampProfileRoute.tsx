import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useCampPlan } from '../../../features/camp/api/camp';
import { CampPage } from '../../../features/camp/components/CampPage';
import { CampProfileForm } from '../../../features/camp/components/CampProfileForm';
import { CampSummary } from '../../../features/camp/components/CampSummary';
import { planFailureMessage } from '../../../features/camp/model/camp-flow';

/** Spec §2 /fortnite-camp/profile: the open camp (plan lookup with 1; a failure means the period has ended) and the parent's form. */
export function CampProfileRoute() {
  usePageTitle('フォートナイトキャンプ お申し込み');
  const plan = useCampPlan(1);
  const ended = Boolean(plan.error) && !plan.data;

  return (
    <CampPage title="フォートナイトキャンプ お申し込み" lead={ended ? undefined : '保護者さまの情報を入力してください。お支払い手続き用のURLをメールでお送りします。'}>
      {ended ? (
        <Alert severity="warning" role="alert">
          {planFailureMessage()}
        </Alert>
      ) : !plan.data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="イベント情報を読み込み中" />
        </Box>
      ) : (
        <>
          <CampSummary plan={plan.data.plan} />
          <CampProfileForm />
        </>
      )}
    </CampPage>
  );
}
