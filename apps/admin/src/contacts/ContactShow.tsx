import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ReplyIcon from '@mui/icons-material/Reply';
import { formatDateTime } from '@coaching/web-theme';
import type { ContactInquiry } from '@coaching/contracts';
import { ListButton, Show, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { ContactStatusField } from './ContactStatusField';
import { MarkHandledButton } from './MarkHandledButton';

type Field = keyof ContactInquiry;

const Detail = ({ field, children }: { field: Field; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 700 }}>
        {translate(`resources.contacts.fields.${field}`)}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
};

/** Replies go out from the operator's mail client; the subject names the school. */
const ReplyButton = () => {
  const record = useRecordContext<ContactInquiry>();
  const translate = useTranslate();
  if (!record) return null;
  const subject = encodeURIComponent(translate('resources.contacts.show.reply_subject'));
  return (
    <Button size="small" variant="outlined" startIcon={<ReplyIcon />} href={`mailto:${record.email}?subject=${subject}`}>
      {translate('resources.contacts.actions.reply_by_mail')}
    </Button>
  );
};

const ContactShowActions = () => (
  <TopToolbar sx={{ gap: 1, alignItems: 'center' }}>
    <ListButton />
    <ReplyButton />
    <MarkHandledButton />
  </TopToolbar>
);

const ContactDetails = () => {
  const record = useRecordContext<ContactInquiry>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(260px, 1fr)' } }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 700 }}>
          {translate('resources.contacts.fields.message')}
        </Typography>
        <Typography
          data-testid="contact-message"
          sx={{
            mt: 1,
            p: 2,
            borderRadius: 2,
            bgcolor: 'background.default',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            minHeight: 120,
          }}
        >
          {record.message}
        </Typography>
      </CardContent>
      <CardContent
        component="dl"
        sx={theme => ({
          m: 0,
          p: { xs: 2, sm: 3 },
          borderTop: `1px solid ${theme.palette.divider}`,
          [theme.breakpoints.up('md')]: { borderTop: 'none', borderLeft: `1px solid ${theme.palette.divider}` },
        })}
      >
        <Detail field="status">
          <ContactStatusField />
        </Detail>
        <Detail field="name">{record.name}</Detail>
        <Detail field="email">
          <Link href={`mailto:${record.email}`}>{record.email}</Link>
        </Detail>
        <Detail field="created_at">{formatDateTime(record.created_at)}</Detail>
        <Detail field="handled_at">
          {record.handled_at ? formatDateTime(record.handled_at) : translate('resources.contacts.show.not_handled')}
        </Detail>
        <Detail field="handled_by">{record.handled_by_name ?? '—'}</Detail>
        <Detail field="id">
          <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '0.8rem', color: 'text.secondary' }}>
            {record.id}
          </Box>
        </Detail>
      </CardContent>
    </Box>
  );
};

export const ContactShow = () => (
  <Show<ContactInquiry> actions={<ContactShowActions />}>
    <ContactDetails />
  </Show>
);
