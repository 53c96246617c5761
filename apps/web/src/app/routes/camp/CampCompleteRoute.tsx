import { CampMessages } from '@coaching/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import MailIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../../components/link/LinkButton';
import { campPaths } from '../../../config/paths';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { CampPage } from '../../../features/camp/components/CampPage';
import { methodFrom } from '../../../features/camp/model/camp-flow';

/** Spec §2 /fortnite-camp/complete: card → application complete, details by mail; bank → the transfer guide was mailed. */
export function CampCompleteRoute() {
  const bank = methodFrom(useLocation().search) === 'bank';
  usePageTitle(bank ? 'フォートナイトキャンプ お振込のご案内' : 'フォートナイトキャンプ お申し込み完了');
  const Icon = bank ? MailIcon : CheckCircleIcon;

  return (
    <CampPage title={bank ? 'お振込のご案内をお送りしました' : 'お申し込みが完了しました'}>
      <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2, py: { xs: 1, sm: 2 } }}>
        <Icon aria-hidden sx={{ fontSize: 64, color: bank ? 'primary.main' : 'success.main' }} />
        <Typography sx={{ fontWeight: 700, fontSize: '1.0625rem' }}>{bank ? CampMessages.bankComplete : CampMessages.cardComplete}</Typography>
        <Typography color="text.secondary" variant="body2" sx={{ maxWidth: 520 }}>
          {bank
            ? 'お支払い期限（イベント前日）までにお振込みがない場合、確保したお席は解放されます。メールが届かない場合は、迷惑メールフォルダもご確認ください。'
            : '保護者さまは、各日のプログラム終了後30分以内にお子さまのお迎えをお願いいたします。'}
        </Typography>
        <LinkButton href={campPaths.profile} variant="outlined" size="large" sx={{ mt: 1, py: 1.25, width: { xs: '100%', sm: 280 } }}>
          お申し込みページへ戻る
        </LinkButton>
      </Box>
    </CampPage>
  );
}
