import { REFUND_STATUS_LABELS, REFUND_STATUSES, type AdminRefund } from '@coaching/contracts';
import { formatDateTime, formatYen } from '@coaching/web-theme';
import { DataTable, List, SelectInput } from 'react-admin';
import { ResourceSearchInput } from '../layout/ResourceSearchInput';
import { RefundStatusChip } from './RefundStatusChip';

const filters = [
  <ResourceSearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" label="状況" choices={REFUND_STATUSES.map((id) => ({ id, name: REFUND_STATUS_LABELS[id] }))} emptyText="すべて" alwaysOn sx={{ minWidth: 200 }} />,
];

/** 解約・返金: every cancellation with its refund; admins filter 承認待ち to approve large adjustments. */
export const RefundList = () => (
  <List<AdminRefund> sort={{ field: 'requested_at', order: 'DESC' }} perPage={25} filters={filters} exporter={false}>
    <DataTable<AdminRefund> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="requested_at" label="申請日時" render={(r: AdminRefund) => formatDateTime(r.requested_at)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="member" label="会員" disableSort render={(r: AdminRefund) => r.member.name ?? r.member.email} />
      <DataTable.Col source="title" label="お申し込み" disableSort />
      <DataTable.Col source="kind_label" label="区分" disableSort />
      <DataTable.Col source="amount" label="返金額" align="right" render={(r: AdminRefund) => formatYen(r.amount)} sx={{ whiteSpace: 'nowrap' }} />
      <DataTable.Col source="status" label="状況" render={(r: AdminRefund) => <RefundStatusChip status={r.status} />} />
      <DataTable.Col source="requested_by" label="申請者" disableSort render={(r: AdminRefund) => r.requested_by.name} />
    </DataTable>
  </List>
);
