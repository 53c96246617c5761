import { REFUND_STATUS_LABELS, REFUND_STATUSES, type AdminRefund } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import CurrencyYenIcon from '@mui/icons-material/CurrencyYenOutlined';
import { BooleanInput, DataTable, List, SelectInput, SimpleList, usePermissions } from 'react-admin';
import { usePhone } from '../catalogue/shared/usePhone';
import { ResourceEmpty } from '../layout/ResourceEmpty';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { refundMemberName } from './refundMemberName';
import { RefundStatusChip } from './RefundStatusChip';

const filters = (admin: boolean) => [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="状況" choices={REFUND_STATUSES.map((id) => ({ id, name: REFUND_STATUS_LABELS[id] }))} emptyText="すべて" alwaysOn sx={{ minWidth: 200 }} />,
  // The approvals queue: what this admin may decide (not their own requests); the server narrows it.
  ...(admin ? [<BooleanInput key="awaiting_me" source="awaiting_me" label="自分が承認できるもの" alwaysOn />] : []),
  <BooleanInput key="mine" source="mine" label="自分の申請" alwaysOn />,
];

/** 解約・返金: every cancellation with its refund; admins filter 自分が承認できるもの (the dashboard's queue) to decide large adjustments. */
export const RefundList = () => {
  const { permissions } = usePermissions<string>();
  const phone = usePhone();
  return (
    <List<AdminRefund> sort={{ field: 'requested_at', order: 'DESC' }} perPage={25} filters={filters(permissions === 'admin')} exporter={false} empty={<ResourceEmpty resource="refunds" icon={<CurrencyYenIcon />} />}>
      {phone ? (
        // On a phone one line per request opening it: the table ran 280 px past 375 px (issue 33's sweep).
        <SimpleList<AdminRefund>
          linkType="show"
          primaryText={(r) => `${refundMemberName(r)} ・ ${formatYen(r.amount)}`}
          secondaryText={(r) => `${r.title} ・ ${REFUND_STATUS_LABELS[r.status]}`}
          tertiaryText={(r) => formatDateTime(r.requested_at)}
        />
      ) : (
        <DataTable<AdminRefund> rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="requested_at" label="申請日時" render={(r: AdminRefund) => formatDateTime(r.requested_at)} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="member" label="会員" disableSort render={(r: AdminRefund) => refundMemberName(r)} />
          <DataTable.Col source="title" label="お申し込み" disableSort />
          <DataTable.Col source="kind_label" label="区分" disableSort />
          <DataTable.Col source="amount" label="返金額" align="right" render={(r: AdminRefund) => formatYen(r.amount)} sx={{ whiteSpace: 'nowrap' }} />
          <DataTable.Col source="status" label="状況" render={(r: AdminRefund) => <RefundStatusChip status={r.status} />} />
          <DataTable.Col source="requested_by" label="申請者" disableSort render={(r: AdminRefund) => r.requested_by.name} />
        </DataTable>
      )}
    </List>
  );
};
