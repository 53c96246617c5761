import { type GameDto, GuardianMessages, type ItemDto } from '@coaching/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigate, useParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { guardianHref, guardianPaths } from '../../../config/paths';
import { useGuardianChildren } from '../../../features/guardians/api/guardians';
import { PlanPicker, type PlanChoice } from '../../../features/payments/components/PlanPicker';
import { usePageTitle } from '../../../hooks/usePageTitle';

/**
 * /guardian/children/{link}/apply (issue 31, ADR 0038): the member's /payments for a linked child — the games on sale,
 * a plan, its period and method — or an add-on item (ADR 0047) — then the guardian's checkout.
 */
export function GuardianChildApplyRoute() {
  usePageTitle('お子さまのコースのお申し込み');
  const { linkId = '' } = useParams();
  const navigate = useNavigate();
  const children = useGuardianChildren();
  const child = children.data?.find((c) => c.link_id === linkId) ?? null;

  const choosePlan = ({ plan, method, period }: PlanChoice) => navigate(guardianHref.childCheckout(linkId, { plan_id: plan.id, method, period }));
  const chooseItem = (item: ItemDto, game: GameDto) => navigate(guardianHref.childItem(linkId), { state: { item, game: { id: game.id, name: game.name } } });
  const name = child ? (child.name ?? child.email) : '';

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center' }}>
      <MemberPage eyebrow="APPLY" title="お子さまのコースのお申し込み" description={child ? `${name} さんが受講するプラン・期間・お支払い方法、または追加レッスンを選択してください。お支払いは保護者さまのカードまたはお振込みです。料金はすべて税込です。` : ''}>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box>
            <LinkButton href={guardianPaths.home} variant="text" startIcon={<ArrowBackIcon />}>
              保護者ページへ戻る
            </LinkButton>
          </Box>
          {children.data && !child ? (
            <Alert severity="error">{GuardianMessages.childNotLinked}</Alert>
          ) : !child ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
              <CircularProgress aria-label="コースを読み込み中" />
            </Box>
          ) : (
            <PlanPicker onChoose={choosePlan} onChooseItem={chooseItem} />
          )}
        </Box>
      </MemberPage>
    </Box>
  );
}
