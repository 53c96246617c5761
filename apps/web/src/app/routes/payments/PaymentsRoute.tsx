import { PaymentMessages, type GameDto, type ItemDto, type PlanDto } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useGames } from '../../../features/payments/api/catalogue';
import { GameCatalogue } from '../../../features/payments/components/GameCatalogue';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { MethodDialog } from '../../../features/payments/components/MethodDialog';
import { PeriodDialog } from '../../../features/payments/components/PeriodDialog';
import { purchasableGames } from '../../../features/payments/model/plan-display';
import { destinationAfterMethod, needsPeriodPicker, periodChoices, planMethodOptions } from '../../../features/payments/model/purchase-options';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';

interface Choosing {
  plan: PlanDto;
  game: GameDto;
  step: 'period' | 'method';
  period: number;
}

/** Spec §2 /payments: the games on sale, their plans and items; a plan leads through period and method. */
export function PaymentsRoute() {
  usePageTitle('新規申し込み');
  const navigate = useNavigate();
  const { me } = useCurrentUser();
  const { data, error, mutate } = useGames();
  const games = useMemo(() => (data ? purchasableGames(data) : undefined), [data]);
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const choosePlan = (plan: PlanDto, game: GameDto) => setChoosing({ plan, game, step: needsPeriodPicker(plan) ? 'period' : 'method', period: 1 });
  const chooseItem = (item: ItemDto, game: GameDto) => navigate(memberPaths.paymentsItem, { state: { item, game: { id: game.id, name: game.name } } });

  const chooseMethod = (method: 'bulk' | 'split' | 'bank') => {
    if (!choosing || !me) return;
    const destination = destinationAfterMethod(me.is_personal_information_completed, {
      plan: choosing.plan,
      game: { id: choosing.game.id, name: choosing.game.name },
      method,
      period: choosing.period,
    });
    setChoosing(null);
    navigate(destination.to, destination.state ? { state: destination.state } : undefined);
  };

  const summary = choosing && (
    <>
      {choosing.game.name}・{choosing.plan.name}
      {choosing.step === 'method' && `・${choosing.period}か月`}
      {choosing.step === 'method' && monthlyLabel(choosing)}
    </>
  );

  return (
    <MemberPage eyebrow="APPLY" title="コースのお申し込み" description="ゲームを選んで、受講するプラン・期間・お支払い方法を選択してください。料金はすべて税込です。">
      <SuspensionAlert action="コースのお申し込み" />
      {error && !games ? (
        <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
      ) : !games ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="コースを読み込み中" />
        </Box>
      ) : games.length === 0 ? (
        <Alert severity="info">{PaymentMessages.noCourses}</Alert>
      ) : (
        <GameCatalogue games={games} onChoosePlan={choosePlan} onChooseItem={chooseItem} />
      )}

      <Box sx={{ mt: 4, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <LinkButton href={memberPaths.paymentsHistory} variant="text" startIcon={<ReceiptLongOutlinedIcon />}>
          お支払い履歴・登録カードの管理
        </LinkButton>
      </Box>

      {choosing && (
        <>
          <PeriodDialog
            open={choosing.step === 'period'}
            summary={summary}
            choices={periodChoices(choosing.plan)}
            onChoose={(period) => setChoosing({ ...choosing, period, step: 'method' })}
            onClose={() => setChoosing(null)}
          />
          <MethodDialog
            open={choosing.step === 'method'}
            summary={summary}
            methods={planMethodOptions(choosing.period)}
            onChoose={chooseMethod}
            onClose={() => setChoosing(null)}
            onBack={needsPeriodPicker(choosing.plan) ? () => setChoosing({ ...choosing, step: 'period' }) : undefined}
          />
        </>
      )}
    </MemberPage>
  );
}

function monthlyLabel(choosing: Choosing): string {
  const choice = periodChoices(choosing.plan).find((c) => c.period === choosing.period);
  return choice?.monthlyWithTax != null ? `（月額 ${formatYen(choice.monthlyWithTax)}・税込）` : '';
}
