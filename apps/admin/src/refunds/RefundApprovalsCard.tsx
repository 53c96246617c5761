import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminRefund } from '@coaching/contracts';
import { brand, formatDateTime, formatYen } from '@coaching/web-theme';
import { Link, useGetList, usePermissions } from 'react-admin';
import { refundMemberName } from './refundMemberName';
import { RefundStatusChip } from './RefundStatusChip';

const SHOWN = 5;
const refundsLink = (filter: Record<string, unknown>) => ({ pathname: '/refunds', search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` });

/**
 * The dashboard's refunds to-do (issue 32). An admin sees 承認待ち: the requests they may decide (asked by someone
 * else: four eyes), each opening the request with 承認して返金する / 却下する. Whoever asked sees their own requests
 * still waiting, with their status and the way to withdraw them, never a decide button. The server narrows both
 * (`awaiting_me`, `mine`) by the signed-in operator.
 */
export const RefundApprovalsCard = () => {
  const { permissions } = usePermissions<string>();
  const admin = permissions === 'admin';
  const queue = useGetList<AdminRefund>(
    'refunds',
    { filter: { awaiting_me: true }, pagination: { page: 1, perPage: SHOWN }, sort: { field: 'requested_at', order: 'ASC' } },
    { enabled: admin },
  );
  const mine = useGetList<AdminRefund>('refunds', { filter: { mine: true, status: 'awaiting_approval' }, pagination: { page: 1, perPage: SHOWN }, sort: { field: 'requested_at', order: 'ASC' } });
  // Support with nothing waiting has nothing to do here.
  if (!admin && !mine.isPending && (mine.total ?? 0) === 0) return null;
  return (
    <Card component="section" aria-labelledby="refund-approvals-title" sx={{ width: '100%', maxWidth: 520, borderTop: `4px solid ${brand.accent}` }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <AssignmentReturnIcon fontSize="small" />
          <Typography id="refund-approvals-title" variant="body2" component="h2" sx={{ fontWeight: 700 }}>
            {admin ? '返金の承認待ち' : 'あなたの返金申請（承認待ち）'}
          </Typography>
        </Box>
        {admin && <Queue rows={queue.data} total={queue.total} isPending={queue.isPending} error={queue.error} />}
        {(mine.total ?? 0) > 0 && (
          <Box sx={{ mt: admin ? 2 : 1 }}>
            {admin && (
              <Typography variant="body2" component="h3" sx={{ fontWeight: 700 }}>
                あなたの申請（別の管理者の承認待ち）
              </Typography>
            )}
            {!admin && <Count total={mine.total} testId="my-pending-refunds-count" />}
            <RefundRows rows={mine.data ?? []} own />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {admin && (
          <Button component={Link} to={refundsLink({ awaiting_me: true })} size="small" variant="outlined" endIcon={<ArrowForwardIcon />}>
            承認待ちをすべて見る
          </Button>
        )}
        {(mine.total ?? 0) > SHOWN && (
          <Button component={Link} to={refundsLink({ mine: true, status: 'awaiting_approval' })} size="small" endIcon={<ArrowForwardIcon />}>
            自分の申請をすべて見る
          </Button>
        )}
      </CardActions>
    </Card>
  );
};

const Count = ({ total, testId }: { total: number | undefined; testId: string }) => (
  <Typography data-testid={testId} sx={{ mt: 1, fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2 }}>
    {total ?? 0}
    <Box component="span" sx={{ fontSize: '1rem', fontWeight: 700, ml: 0.5 }}>
      件
    </Box>
  </Typography>
);

const Queue = ({ rows, total, isPending, error }: { rows: AdminRefund[] | undefined; total: number | undefined; isPending: boolean; error: unknown }) => {
  if (isPending) return <Skeleton width={120} height={56} />;
  if (error) return <Typography color="error" sx={{ mt: 1 }}>件数を読み込めませんでした。</Typography>;
  return (
    <>
      <Count total={total} testId="refund-approvals-count" />
      {total === 0 ? (
        <Typography variant="body2" color="text.secondary">
          承認を待っている返金はありません。
        </Typography>
      ) : (
        <RefundRows rows={rows ?? []} />
      )}
    </>
  );
};

/** Each request opens its page, where it is decided (or, one's own, withdrawn). */
const RefundRows = ({ rows, own = false }: { rows: AdminRefund[]; own?: boolean }) => (
  <List dense disablePadding aria-label={own ? 'あなたの返金申請' : '承認待ちの返金'} sx={{ mt: 0.5 }}>
    {rows.map((refund) => (
      // A button inside an item: a list holds only <li> (axe's `list`, issue 33).
      <ListItem key={refund.id} disablePadding>
        <ListItemButton component={Link} to={`/refunds/${refund.id}/show`} sx={{ px: 1, borderRadius: 1, alignItems: 'flex-start', gap: 1 }}>
          <ListItemText
            primary={`${refundMemberName(refund)} ・ ${formatYen(refund.amount)}`}
            secondary={own ? `計算額 ${formatYen(refund.calculated)} ・ ${formatDateTime(refund.requested_at)} 申請` : `申請：${refund.requested_by.name} ・ ${formatDateTime(refund.requested_at)}`}
            slotProps={{ primary: { sx: { fontWeight: 700, overflowWrap: 'anywhere' } } }}
          />
          {own && <RefundStatusChip status={refund.status} />}
        </ListItemButton>
      </ListItem>
    ))}
  </List>
);
