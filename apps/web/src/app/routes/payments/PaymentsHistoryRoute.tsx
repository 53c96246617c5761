import { PaymentMessages } from '@coaching/contracts';
import CreditCardOutlinedIcon from '@mui/icons-material/CreditCardOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { MemberPage } from '../../../components/layout/MemberPage';
import { LinkButton } from '../../../components/link/LinkButton';
import { memberPaths } from '../../../config/paths';
import { usePaymentHistory } from '../../../features/payments/api/payments';
import { LOAD_FAILED, LoadFailed } from '../../../features/payments/components/LoadFailed';
import { PaymentHistoryList } from '../../../features/payments/components/PaymentHistoryList';
import { SectionCard } from '../../../features/payments/components/SectionCard';
import { historyPage } from '../../../features/payments/model/history-rows';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { errorMessage } from '../../../lib/http';

/** Spec §2 /payments/history: the member's payments, page by page, and the way to the saved cards. */
export function PaymentsHistoryRoute() {
  usePageTitle('お支払い管理');
  const [params, setParams] = useSearchParams();
  const page = historyPage(params);
  const { data, error, isValidating, mutate } = usePaymentHistory(page);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0 });
  };

  return (
    <MemberPage eyebrow="PAYMENTS" title="お支払い管理" description="これまでのお支払いの履歴です。金額はすべて税込です。">
      <Box sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'flex', justifyContent: { xs: 'stretch', sm: 'flex-end' } }}>
          <LinkButton href={memberPaths.paymentsCard} variant="outlined" startIcon={<CreditCardOutlinedIcon />} sx={{ width: { xs: '100%', sm: 'auto' } }}>
            登録カードの管理
          </LinkButton>
        </Box>
        <SectionCard title="決済履歴">
          {error && !data ? (
            <LoadFailed message={errorMessage(error, LOAD_FAILED)} onRetry={() => void mutate()} />
          ) : !data ? (
            <Box sx={{ display: 'grid', placeItems: 'center', py: 5 }}>
              <CircularProgress aria-label="決済履歴を読み込み中" />
            </Box>
          ) : data.data.length === 0 ? (
            <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
              <ReceiptLongOutlinedIcon aria-hidden sx={{ fontSize: 40, opacity: 0.6 }} />
              <Typography sx={{ mt: 1 }}>{PaymentMessages.noPaymentHistory}</Typography>
            </Box>
          ) : (
            <Box aria-busy={isValidating} sx={{ display: 'grid', gap: 2.5 }}>
              <PaymentHistoryList payments={data.data} />
              {data.meta.last_page > 1 && (
                <Pagination
                  count={data.meta.last_page}
                  page={Math.min(page, data.meta.last_page)}
                  onChange={(_event, next) => goTo(next)}
                  color="primary"
                  sx={{ justifySelf: 'center' }}
                  getItemAriaLabel={(type, item, selected) =>
                    type === 'page' ? `${item}ページ目${selected ? '（表示中）' : ''}` : type === 'next' ? '次のページ' : type === 'previous' ? '前のページ' : type === 'first' ? '最初のページ' : '最後のページ'
                  }
                />
              )}
            </Box>
          )}
        </SectionCard>
      </Box>
    </MemberPage>
  );
}
