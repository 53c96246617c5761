import Chip from '@mui/material/Chip';
import type { AdminCoupon } from '@coaching/contracts';
import { formatDateTime } from '@coaching/web-theme';
import { ColumnsButton, CreateButton, DataTable, List, NullableBooleanInput, ReferenceField, SearchInput, SimpleList, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { discountLabel } from '../shared/catalogueFormat';
import { useCanEdit } from '../shared/useCanEdit';
import { usePhone } from '../shared/usePhone';

const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NullableBooleanInput key="is_active" source="is_active" nullLabel="resources.plans.filters.all" alwaysOn sx={{ minWidth: 160 }} />,
];

const CouponListActions = () => (
  <TopToolbar>
    {!usePhone() && <ColumnsButton />}
    {useCanEdit() && <CreateButton />}
  </TopToolbar>
);

const ActiveChip = () => {
  const record = useRecordContext<AdminCoupon>();
  const translate = useTranslate();
  if (!record) return null;
  return record.is_active ? (
    <Chip size="small" color="success" variant="outlined" label={translate('resources.coupons.status.active')} />
  ) : (
    <Chip size="small" label={translate('resources.coupons.status.inactive')} />
  );
};

/** From〜, then until, on two lines: on one line the period alone took a fifth of the row (issue 33). */
const period = (coupon: AdminCoupon) =>
  coupon.starts_at || coupon.ends_at ? (
    <>
      {coupon.starts_at ? formatDateTime(coupon.starts_at) : ''}〜<br />
      {coupon.ends_at ? formatDateTime(coupon.ends_at) : ''}
    </>
  ) : (
    '—'
  );
const noWrap = { whiteSpace: 'nowrap' } as const;

export const CouponList = () => {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <List<AdminCoupon> sort={{ field: 'created_at', order: 'DESC' }} perPage={25} filters={couponFilters} actions={<CouponListActions />} exporter={false}>
      {phone ? (
        <SimpleList<AdminCoupon> linkType="edit" primaryText={(record) => record.code} secondaryText={(record) => record.name} tertiaryText={discountLabel} />
      ) : (
        // The limit of uses is hidden until chosen under 表示する列: the list fits 1280 px (issue 33: it ran 103 px over).
        <DataTable<AdminCoupon> rowClick="edit" bulkActionButtons={false} hiddenColumns={['max_uses']}>
          <DataTable.Col source="code" sx={{ ...noWrap, fontFamily: 'monospace' }} />
          <DataTable.Col source="name" sx={{ minWidth: '10em' }} />
          <DataTable.Col source="discount_value" label="resources.coupons.fields.discount" render={discountLabel} sx={noWrap} />
          <DataTable.Col source="target" render={(record) => translate(`resources.coupons.targets.${record.target}`)} sx={noWrap} />
          <DataTable.Col source="plan_id">
            <ReferenceField source="plan_id" reference="plans" link={false} emptyText={translate('resources.coupons.helpers.any_plan')} />
          </DataTable.Col>
          <DataTable.Col source="starts_at" label="resources.coupons.fields.period" render={period} sx={noWrap} />
          {/* Uses held now: orders placed with the coupon, less those that ended unpaid. Counted, not sortable. */}
          <DataTable.Col align="right" source="uses" disableSort sx={noWrap} />
          <DataTable.Col align="right" source="max_uses" render={(record) => record.max_uses ?? '—'} />
          <DataTable.Col source="is_active" field={ActiveChip} />
        </DataTable>
      )}
    </List>
  );
};
