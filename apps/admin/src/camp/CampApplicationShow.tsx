import Box from '@mui/material/Box';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CAMP_GRADE_LABELS, CAMP_METHOD_LABELS, type AdminCampApplication, type CampConsent, fromTokyo } from '@coaching/contracts';
import { formatDate, formatDateTime, formatYen } from '@coaching/web-theme';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { CampStatusField } from './CampStatusField';
import { CancelCampApplicationButton, CancelUnpaidCampApplicationButton, RecordCampRefundButton, RecordCampTransferButton } from './CampApplicationActions';
import { ShowDetail as Detail, ShowSection as Section } from '../layout/ShowSection';

const CONSENT_LABELS: Record<CampConsent, string> = { camp_rule: '参加規約', privacy: 'プライバシーポリシー', camp_ebizrule: '特定商取引法に基づく表記（キャンプ）' };


const Body = () => {
  const record = useRecordContext<AdminCampApplication>();
  const translate = useTranslate();
  if (!record) return null;
  const t = (key: string) => translate(`resources.camp-applications.${key}`);
  return (
    <CardContent sx={{ display: 'grid', gap: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
            {record.camp_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {record.name} 様 ・ {formatDateTime(record.applied_at)}
          </Typography>
        </Box>
        <CampStatusField />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <RecordCampTransferButton />
        <CancelUnpaidCampApplicationButton />
        <CancelCampApplicationButton />
        <RecordCampRefundButton />
      </Box>
      <Divider sx={{ mt: 2 }} />
      <Section title={t('sections.contact')}>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail label={t('fields.name')}>
            {record.name}（{record.kana}）
          </Detail>
          <Detail label={t('fields.email')}>{record.email}</Detail>
          <Detail label={t('fields.phone_number')}>{record.phone_number}</Detail>
        </Box>
      </Section>
      <Divider />
      <Section title={t('sections.payment')}>
        <Box component="dl" sx={{ m: 0 }}>
          <Detail label={t('fields.method')}>{record.method ? CAMP_METHOD_LABELS[record.method] : '—'}</Detail>
          <Detail label={t('fields.count')}>{record.count}名</Detail>
          <Detail label={t('fields.total')}>{formatYen(record.total)}</Detail>
          {record.due_date && <Detail label={t('fields.due_date')}>{formatDate(fromTokyo(record.due_date))}</Detail>}
          {record.paid_at && <Detail label={t('fields.paid_at')}>{formatDateTime(record.paid_at)}</Detail>}
          {record.cancelled_at && <Detail label={t('fields.cancelled_at')}>{formatDateTime(record.cancelled_at)}</Detail>}
          {record.fee !== null && <Detail label={t('fields.fee')}>{formatYen(record.fee)}</Detail>}
          {record.refund !== null && <Detail label={t('fields.refund')}>{formatYen(record.refund)}</Detail>}
        </Box>
      </Section>
      <Divider />
      <Section title={t('sections.children')}>
        {record.children.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('children_none')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('sections.children')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('children.name')}</TableCell>
                  <TableCell>{t('children.grade')}</TableCell>
                  <TableCell>{t('children.notes')}</TableCell>
                  <TableCell>{t('children.emergency')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {record.children.map((child, index) => (
                  <TableRow key={index}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {child.name}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {child.kana}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{CAMP_GRADE_LABELS[child.grade]}</TableCell>
                    <TableCell sx={{ minWidth: '10em' }}>{child.notes || '—'}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {child.emergency_name}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {child.emergency_phone}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Section>
      <Divider />
      <Section title={t('sections.consents')}>
        <Box component="dl" sx={{ m: 0 }}>
          {record.consents.map((consent) => (
            <Detail key={consent.document} label={CONSENT_LABELS[consent.document]}>
              {translate('resources.camp-applications.consent_line', { version: consent.version, at: formatDateTime(consent.agreed_at) })}
            </Detail>
          ))}
        </Box>
      </Section>
    </CardContent>
  );
};

const Actions = () => (
  <TopToolbar>
    <ListButton />
  </TopToolbar>
);

export const CampApplicationShow = () => (
  <Show<AdminCampApplication> actions={<Actions />}>
    <Body />
  </Show>
);
