import { GuardianMessages, PaymentMessages, type GameDto, type PlanDto } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { guardianHref, guardianPaths } from '../../../config/paths';
import { useGuardianChildren } from '../../../features/guardians/api/guardians';
import { useGames } from '../../../features/payments/api/catalogue';
import { GameCatalogue } from '../../../features/payments/components/GameCatalogue';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { MethodDialog } from '../../../features/payments/components/MethodDialog';
import { PeriodDialog } from '../../../features/payments/components/PeriodDialog';
import { purchasableGames } from '../../../features/payments/model/plan-display';
import { needsPeriodPicker, periodChoices, planMethodOptions } from '../../../features/payments/model/purchase-options';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

interface Choosing {
  plan: PlanDto;
  game: GameDto;
  step: 'period' | 'method';
  period: number;
}

/**
 * /guardian/children/{link}/apply (issue 31, ADR 0038): the member's /payments for a linked child — the games on sale,
 * a plan, its period and method — then the guardian's checkout. Add-on items stay the child's to choose for now.
 */
export function GuardianChildApplyRoute() {
  usePageTitle('お子さまのコースのお申し込み');
  const { linkId = '' } = useParams();
  const navigate = useNavigate();
  const children = useGuardianChildren();
  const child = children.data?.find((c) => c.link_id === linkId) ?? null;
  const { data, error, mutate } = useGames();
  const games = useMemo(() => (data ? purchasableGames(data) : undefined), [data]);
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const chooseMethod = (method: 'bulk' | 'split' | 'bank') => {
    if (!choosing) return;
    setChoosing(null);
    navigate(guardianHref.childCheckout(linkId, { plan_id: choosing.plan.id, method, period: choosing.period }));
  };

  const summary = choosing && (
    <>
      {choosing.game.name}・{choosing.plan.name}
      {choosing.step === 'method' && `・${choosing.period}か月`}
    </>
  );
  const name = child ? (child.name ?? child.email) : '';

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow="APPLY" title="お子さまのコースのお申し込み" description={child ? `${name} さんが受講するプラン・期間・お支払い方法を選択してください。お支払いは保護者さまのカードまたはお振込みです。料金はすべて税込です。` : ''}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <LinkButton href={guardianPaths.home} variant="text" startIcon={<ArrowBackIcon />}>
              保護者ページへ戻る
            </LinkButton>
          </Box>
          {children.data && !child ? (
            <Alert severity="error">{GuardianMessages.childNotLinked}</Alert>
          ) : error && !games ? (
            <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
          ) : !games || !child ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <CircularProgress aria-label="コースを読み込み中" />
            </Box>
          ) : games.length === 0 ? (
            <Alert severity="info">{PaymentMessages.noCourses}</Alert>
          ) : (
            <GameCatalogue
              games={games.map((game) => ({ ...game, items: [] }))}
              onChoosePlan={(plan, game) => setChoosing({ plan, game, step: needsPeriodPicker(plan) ? 'period' : 'method', period: 1 })}
              onChooseItem={() => undefined}
            />
          )}
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
    </Box>
  );
}
