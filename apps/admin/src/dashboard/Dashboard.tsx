import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { brand } from '@coaching/web-theme';
import type { ContactInquiry } from '@coaching/contracts';
import { Link, Title, useGetIdentity, useGetList, usePermissions, useTranslate } from 'react-admin';
import type { OperatorUserIdentity } from '../providers/authProvider';
import { AgendaPage } from '../agenda/AgendaPage';
import { UnassignedStudentsCard, WeekLessonsCard } from '../lessons/LessonDashboardCards';
import { useIsStaff } from '../lessons/useStaff';
import { RefundApprovalsCard } from '../refunds/RefundApprovalsCard';
import { VisitsCard } from './VisitsCard';
import { lazyPart } from '../layout/lazyPart';

/** The charts come after the cards: their library loads while the cards are read. */
const SchoolStats = lazyPart(() => import('./SchoolStats').then((m) => m.SchoolStats), <Skeleton variant="rounded" height={320} />);

/** The list URL react-admin reads its filter from: /contacts?filter={"status":"new"}. */
const newContactsLink = { pathname: '/contacts', search: `?filter=${encodeURIComponent(JSON.stringify({ status: 'new' }))}` };

const Greeting = () => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const operator = identity as OperatorUserIdentity | undefined;
  if (isPending || !operator) return <Skeleton width={280} height={40} />;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
      <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.625rem' } }}>
        {translate('app.dashboard.greeting', { name: operator.fullName })}
      </Typography>
      <Chip
        size="small"
        variant="outlined"
        color={operator.role === 'admin' ? 'primary' : 'default'}
        label={translate('app.dashboard.role', { role: translate(`app.roles.${operator.role}`) })}
      />
    </Box>
  );
};

/** Only the total matters here, so one row is enough to read Content-Range. */
const NewContactsCard = () => {
  const translate = useTranslate();
  const { total, isPending, error } = useGetList<ContactInquiry>('contacts', {
    filter: { status: 'new' },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'created_at', order: 'DESC' },
  });
  return (
    <Card sx={{ width: '100%', maxWidth: 380, borderTop: `4px solid ${brand.accent}` }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <MailOutlineIcon fontSize="small" />
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {translate('app.dashboard.new_contacts')}
          </Typography>
        </Box>
        {isPending ? (
          <Skeleton width={120} height={56} />
        ) : error ? (
          <Typography color="error" sx={{ mt: 1 }}>
            {translate('app.dashboard.count_error')}
          </Typography>
        ) : (
          <Typography data-testid="new-contacts-count" sx={{ mt: 1, fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.2 }}>
            {total ?? 0}
            <Box component="span" sx={{ fontSize: '1rem', fontWeight: 700, ml: 0.5 }}>
              件
            </Box>
          </Typography>
        )}
        {!isPending && !error && total === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.dashboard.none')}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button component={Link} to={newContactsLink} size="small" variant="outlined" endIcon={<ArrowForwardIcon />}>
          {translate('app.dashboard.open_new_contacts')}
        </Button>
      </CardActions>
    </Card>
  );
};

export const Dashboard = () => {
  const translate = useTranslate();
  const staff = useIsStaff();
  const { permissions } = usePermissions();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: { xs: 1, sm: 2 } }}>
      <Title title={translate('ra.page.dashboard')} />
      <Greeting />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {staff && <NewContactsCard />}
        {staff && <UnassignedStudentsCard />}
        {/* Refunds waiting for an admin (issue 32): the queue for those who may decide, one's own requests otherwise. */}
        {staff && <RefundApprovalsCard />}
        <WeekLessonsCard />
        {staff && <VisitsCard />}
      </Box>
      {staff && <SchoolStats />}
      {/* A coach starts his day here: today's lessons and trials, to mark and note (issue 30). */}
      {permissions === 'coach' && <AgendaPage embedded />}
    </Box>
  );
};
