import type { GameDto, ItemDto } from '@coaching/contracts';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { SuspensionAlert } from '../../../features/auth/components/SuspensionAlert';
import { PlanPicker, type PlanChoice } from '../../../features/payments/components/PlanPicker';
import { destinationAfterMethod } from '../../../features/payments/model/purchase-options';
import { usePageTitle } from '../../../hooks/usePageTitle';

/** Spec §2 /payments: the games on sale, their plans and items; a plan leads through period and method. */
export function PaymentsRoute() {
  usePageTitle('新規申し込み');
  const navigate = useNavigate();
  const { me } = useCurrentUser();

  const choosePlan = ({ plan, game, method, period }: PlanChoice) => {
    if (!me) return;
    const destination = destinationAfterMethod(me.is_personal_information_completed, { plan, game: { id: game.id, name: game.name }, method, period });
    navigate(destination.to, destination.state ? { state: destination.state } : undefined);
  };
  const chooseItem = (item: ItemDto, game: GameDto) => navigate(memberPaths.paymentsItem, { state: { item, game: { id: game.id, name: game.name } } });

  return (
    <MemberPage eyebrow="APPLY" title="コースのお申し込み" description="ゲームを選んで、受講するプラン・期間・お支払い方法を選択してください。料金はすべて税込です。">
      <SuspensionAlert action="コースのお申し込み" />
      <PlanPicker onChoose={choosePlan} onChooseItem={chooseItem} />

      <Box sx={{ mt: 4, display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-start' } }}>
        <LinkButton href={memberPaths.paymentsHistory} variant="text" startIcon={<ReceiptLongOutlinedIcon />}>
          お支払い履歴・登録カードの管理
        </LinkButton>
      </Box>
    </MemberPage>
  );
}
