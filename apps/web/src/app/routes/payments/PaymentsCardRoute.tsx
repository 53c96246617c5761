import { CardMessages, type CardSchedule, type SavedCard } from '@coaching/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { MemberPage } from '../../../components/layout/MemberPage';
import { AppLink } from '../../../components/link/AppLink';
import { useSnackbar } from '../../../components/snackbar/useSnackbar';
import { memberPaths } from '../../../config/paths';
import { deleteCard, moveSchedule, saveCard, setDefaultCard, useCardSchedules, useSavedCards } from '../../../features/payments/api/cards';
import { cardLimitReached } from '../../../features/payments/card/saved-cards';
import { CardPaymentForm } from '../../../features/payments/components/CardPaymentForm';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { SavedCardList } from '../../../features/payments/components/SavedCardList';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import type { CardChoice } from '../../../features/payments/model/purchase-flow';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/** Spec §2 /payments/card: the saved cards (default, delete) and a form to add one; hidden at five cards. */
export function PaymentsCardRoute() {
  usePageTitle('登録カードの管理');
  const cards = useSavedCards();
  const schedules = useCardSchedules();
  const { showSuccess, showError } = useSnackbar();
  const [busySeq, setBusySeq] = useState<string | null>(null);

  // Each change answers the list when it can; otherwise the list is asked again.
  const refresh = async (answer: { data?: SavedCard[] } | undefined) => {
    if (answer?.data) await cards.mutate(answer.data, { revalidate: false });
    else await cards.mutate();
  };

  const add = async (choice: CardChoice) => {
    if (!('token' in choice)) return;
    try {
      const answer = await saveCard(choice.token);
      await refresh(answer);
      showSuccess(answer.message ?? CardMessages.saved);
    } catch (error) {
      showError(errorMessage(error, CardMessages.saveFailed));
      throw error;
    }
  };

  const makeDefault = async (card: SavedCard) => {
    setBusySeq(card.card_seq);
    try {
      const answer = await setDefaultCard(card.card_seq);
      await refresh(answer);
      showSuccess(answer?.message ?? CardMessages.defaultChanged);
    } catch (error) {
      showError(errorMessage(error, CardMessages.defaultChangeFailed));
    } finally {
      setBusySeq(null);
    }
  };

  const remove = async (card: SavedCard) => {
    setBusySeq(card.card_seq);
    try {
      const answer = await deleteCard(card.card_seq);
      await refresh(answer);
      showSuccess(answer?.message ?? CardMessages.deleted);
    } catch (error) {
      showError(errorMessage(error, CardMessages.deleteFailed));
      // Refused because the card pays monthly payments (409): the list learns which, and the dialog says so next time.
      void schedules.mutate();
    } finally {
      setBusySeq(null);
    }
  };

  /** The remaining payments move to `to`; the schedules answered replace the list, so the delete can go on. */
  const moveSchedules = async (paying: readonly CardSchedule[], to: SavedCard) => {
    try {
      let answer: { data: CardSchedule[]; message?: string } | null = null;
      for (const schedule of paying) answer = await moveSchedule(schedule.payment_id, to.card_seq);
      if (answer) await schedules.mutate(answer.data, { revalidate: false });
      showSuccess(answer?.message ?? CardMessages.scheduleMoved);
    } catch (error) {
      showError(errorMessage(error, CardMessages.scheduleMoveFailed));
      void schedules.mutate();
      throw error;
    }
  };

  const full = cardLimitReached(cards.data);

  return (
    <MemberPage eyebrow="CARDS" title="登録カードの管理" description="お支払いに使うクレジットカードを管理できます。新しく登録したカードがデフォルトになります。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title="登録済みのカード">
          {cards.error && !cards.data ? (
            <LoadFailed message={errorMessage(cards.error, LOAD_FAILED)} onRetry={() => void cards.mutate()} />
          ) : !cards.data ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
              <CircularProgress aria-label="カード情報を読み込み中" />
            </Box>
          ) : (
            <SavedCardList cards={cards.data} busySeq={busySeq} onMakeDefault={(card) => void makeDefault(card)} onDelete={remove} schedules={schedules.data} onMoveSchedules={moveSchedules} />
          )}
        </SectionCard>

        {cards.data && (
          <SectionCard title="カードを追加">
            {full ? <Alert severity="warning">{CardMessages.limitReached} 新しいカードを登録するには、登録済みのカードを削除してください。</Alert> : <CardPaymentForm mode="register" submitLabel="カードを登録する" onSubmit={add} disabled={busySeq !== null} />}
          </SectionCard>
        )}

        <AppLink href={memberPaths.paymentsHistory}>お支払い履歴へ戻る</AppLink>
      </Box>
    </MemberPage>
  );
}
