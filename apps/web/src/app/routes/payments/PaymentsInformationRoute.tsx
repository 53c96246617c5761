import { PersonalInformationMessages, type PersonalInformation } from '@coaching/contracts';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { savePersonalInformation, usePersonalInformation } from '../../../features/payments/api/personal-information';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { OrderSummary } from '../../../features/payments/components/OrderSummary';
import { PersonalInformationForm } from '../../../features/payments/components/PersonalInformationForm';
import { PersonalInformationSummary } from '../../../features/payments/components/PersonalInformationSummary';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { destinationAfterInformation, selectionFromState, termsHref } from '../../../features/payments/model/information-flow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/** Spec §2 /payments/information (state: plan, game, method, period): the student information before buying. */
export function PaymentsInformationRoute() {
  usePageTitle('受講者情報の入力');
  const navigate = useNavigate();
  const { state } = useLocation();
  const selection = selectionFromState(state);
  const { reload } = useCurrentUser();
  const { showSuccess } = useSnackbar();
  const info = usePersonalInformation();
  const [editing, setEditing] = useState(false);
  const next = destinationAfterInformation(selection);

  const save = async (values: PersonalInformation) => {
    const answer = await savePersonalInformation(values);
    showSuccess(answer.message ?? PersonalInformationMessages.saved);
    // /payments/create reads `is_personal_information_completed` from the current user: refresh it first.
    await Promise.all([info.mutate({ data: answer.data, completed: true }, { revalidate: false }), reload()]);
    setEditing(false);
    navigate(next);
  };

  const complete = info.data?.completed && info.data.data;

  return (
    <MemberPage eyebrow="STUDENT" title="受講者情報の入力" description="レッスンを受講される方の情報をご入力ください。ご購入者が異なる場合（保護者の方など）は、ご購入者の情報もご入力ください。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        {selection && (
          <SectionCard title="お申し込み内容">
            <OrderSummary gameName={selection.game.name} productName={selection.plan.name} method={selection.method} amountLabel={`${selection.period}か月`} />
          </SectionCard>
        )}
        {info.error && !info.data ? (
          <LoadFailed message={errorMessage(info.error, LOAD_FAILED)} onRetry={() => void info.mutate()} />
        ) : !info.data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
            <CircularProgress aria-label="受講者情報を読み込み中" />
          </Box>
        ) : complete && !editing ? (
          <SectionCard
            title="登録済みの受講者情報"
            action={
              <Button startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
                編集する
              </Button>
            }
          >
            <Alert severity="success" sx={{ mb: 2.5 }}>
              受講者情報は登録済みです。内容に変更がある場合は「編集する」から修正してください。
            </Alert>
            <PersonalInformationSummary info={complete} />
            {selection && (
              <Button variant="contained" size="large" endIcon={<ArrowForwardIcon />} onClick={() => navigate(next)} sx={{ mt: 3, py: 1.5, width: { xs: '100%', sm: 'auto' } }}>
                お申し込み内容の確認へ進む
              </Button>
            )}
          </SectionCard>
        ) : (
          <SectionCard title={complete ? '受講者情報の編集' : 'ご登録いただく情報'}>
            <PersonalInformationForm
              saved={info.data.data}
              termsHref={termsHref(selection?.plan)}
              submitLabel={selection ? '次へ' : '保存する'}
              onSave={save}
              onCancel={complete ? () => setEditing(false) : undefined}
            />
          </SectionCard>
        )}
      </Box>
    </MemberPage>
  );
}
