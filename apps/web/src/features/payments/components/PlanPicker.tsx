import { PaymentMessages, type GameDto, type ItemDto, type PlanDto } from '@coaching/contracts';
import { formatYen } from '@coaching/web-theme';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useGames } from '../api/catalogue';
import { purchasableGames } from '../model/plan-display';
import { needsPeriodPicker, periodChoices, planMethodOptions } from '../model/purchase-options';
import { GameCatalogue } from './GameCatalogue';
import { LOAD_FAILED, LoadFailed } from './LoadFailed';
import { MethodDialog } from './MethodDialog';
import { PeriodDialog } from './PeriodDialog';

/** What the visitor settled on: a plan of a game, for how many months, paid how. */
export interface PlanChoice {
  plan: PlanDto;
  game: GameDto;
  method: 'bulk' | 'split' | 'bank';
  period: number;
}

interface Choosing {
  plan: PlanDto;
  game: GameDto;
  step: 'period' | 'method';
  period: number;
}

interface PlanPickerProps {
  onChoose: (choice: PlanChoice) => void;
  /** Add-on items: without it (a guardian buying for a child) the catalogue lists plans only. */
  onChooseItem?: (item: ItemDto, game: GameDto) => void;
}

/**
 * Spec §2 /payments, the part a member and a guardian share: the games on sale (loading, failed and empty states),
 * then a plan leads through its period (if it has a choice) and the payment method.
 */
export function PlanPicker({ onChoose, onChooseItem }: PlanPickerProps) {
  const { data, error, mutate } = useGames();
  const games = useMemo(() => (data ? purchasableGames(data) : undefined), [data]);
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const chooseMethod = (method: PlanChoice['method']) => {
    if (!choosing) return;
    setChoosing(null);
    onChoose({ plan: choosing.plan, game: choosing.game, method, period: choosing.period });
  };

  const summary = choosing && (
    <>
      {choosing.game.name}・{choosing.plan.name}
      {choosing.step === 'method' && `・${choosing.period}か月`}
      {choosing.step === 'method' && monthlyLabel(choosing)}
    </>
  );

  return (
    <>
      {error && !games ? (
        <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
      ) : !games ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="コースを読み込み中" />
        </Box>
      ) : games.length === 0 ? (
        <Alert severity="info">{PaymentMessages.noCourses}</Alert>
      ) : (
        <GameCatalogue
          games={onChooseItem ? games : games.map((game) => ({ ...game, items: [] }))}
          onChoosePlan={(plan, game) => setChoosing({ plan, game, step: needsPeriodPicker(plan) ? 'period' : 'method', period: 1 })}
          onChooseItem={onChooseItem ?? (() => undefined)}
        />
      )}

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
    </>
  );
}

function monthlyLabel(choosing: Choosing): string {
  const choice = periodChoices(choosing.plan).find((c) => c.period === choosing.period);
  return choice?.monthlyWithTax != null ? `（月額 ${formatYen(choice.monthlyWithTax)}・税込）` : '';
}
