import SwapHorizIcon from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { AdminMember360 } from '@coaching/contracts';
import { formatDate } from '@coaching/web-theme';
import { useState, type ReactNode } from 'react';
import { ListButton, ShowBase, TopToolbar, useShowContext, useTranslate } from 'react-admin';
import { SectionCard } from './MemberParts';
import {
  CampSection,
  CardsSection,
  CoachSection,
  ContactsSection,
  KarteSection,
  LessonsSection,
  PaymentsSection,
  ProfileSection,
  StrikesSection,
  StudentSection,
  SubscriptionsSection,
  TrialsSection,
} from './MemberSections';
import { GuardianLinksSection } from './GuardianLinksSection';
import { MemberTimeline } from './MemberTimeline';
import { WithdrawalActions } from './WithdrawalActions';

/** The students list narrowed to this member: where support assigns or changes the coach, with a reason. */
export const coachChangeHref = (member: AdminMember360) => `#/students?filter=${encodeURIComponent(JSON.stringify({ q: member.profile.email }))}`;

/**
 * What support can do for this member, each a button to its own screen or dialog. Changing the coach lives on the
 * students screen; later actions (cancellation and refunds) take their place in this row.
 */
const MemberDeskActions = ({ member }: { member: AdminMember360 }) => {
  const translate = useTranslate();
  const teaching = member.lessons.students.length > 0;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} aria-label={translate('resources.members.actions.label')} role="group" sx={{ alignItems: { sm: 'center' } }}>
      <Button variant="contained" startIcon={<SwapHorizIcon />} href={coachChangeHref(member)} disabled={!teaching}>
        {translate('resources.members.actions.change_coach')}
      </Button>
      {!teaching && (
        <Typography variant="caption" color="text.secondary">
          {translate('resources.members.actions.no_students')}
        </Typography>
      )}
      {/* A member's requests about their data (issue 34): withdrawal or deletion, and the export (開示). */}
      <WithdrawalActions member={member} />
    </Stack>
  );
};

const Header = ({ member }: { member: AdminMember360 }) => {
  const translate = useTranslate();
  const p = member.profile;
  return (
    <Card sx={{ borderRadius: 2 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) auto' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          {p.kana && (
            <Typography variant="caption" color="text.secondary">
              {p.kana}
            </Typography>
          )}
          <Typography component="h1" variant="h5" sx={{ fontWeight: 800 }}>
            {p.name ?? translate('resources.members.no_name')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {p.email}
            {p.phone_number && ` ・ ${p.phone_number}`}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
            {member.subscriptions.some((s) => s.status === 'active') ? (
              <Chip size="small" color="success" label={translate('resources.members.badges.active')} />
            ) : (
              <Chip size="small" variant="outlined" label={translate('resources.members.badges.no_plan')} />
            )}
            {member.account_kind === 'guardian' && <Chip size="small" color="info" label="保護者アカウント" />}
            {!p.email_verified && <Chip size="small" color="warning" label={translate('resources.members.unverified')} />}
            {p.discord_linked && <Chip size="small" variant="outlined" label={translate('resources.members.badges.discord', { name: p.discord_username ?? '' })} />}
            {member.lessons.standings.some((s) => s.suspended_at) && <Chip size="small" color="error" label={translate('resources.members.badges.suspended')} />}
            <Chip size="small" variant="outlined" label={translate('resources.members.badges.since', { date: formatDate(p.created_at) })} />
          </Box>
        </Box>
        <MemberDeskActions member={member} />
      </CardContent>
    </Card>
  );
};

const TABS = ['overview', 'billing', 'lessons', 'trials', 'contacts', 'timeline'] as const;
type TabName = (typeof TABS)[number];

const Stacked = ({ children }: { children: ReactNode }) => <Box sx={{ display: 'grid', gap: 2 }}>{children}</Box>;

const TabPanel = ({ tab, member }: { tab: TabName; member: AdminMember360 }) => {
  const translate = useTranslate();
  switch (tab) {
    case 'overview':
      return (
        <Stacked>
          <ProfileSection member={member} />
          <StudentSection member={member} />
          <GuardianLinksSection member={member} />
        </Stacked>
      );
    case 'billing':
      return (
        <Stacked>
          <SubscriptionsSection member={member} />
          <PaymentsSection member={member} />
          <CardsSection member={member} />
        </Stacked>
      );
    case 'lessons':
      return (
        <Stacked>
          <CoachSection member={member} />
          <LessonsSection member={member} />
          <StrikesSection member={member} />
          <KarteSection member={member} />
        </Stacked>
      );
    case 'trials':
      return (
        <Stacked>
          <TrialsSection member={member} />
          <CampSection member={member} />
        </Stacked>
      );
    case 'contacts':
      return <ContactsSection member={member} />;
    case 'timeline':
      return <TimelineCard member={member} title={translate('resources.members.sections.timeline')} />;
  }
};

const TimelineCard = ({ member, title }: { member: AdminMember360; title: string }) => {
  const translate = useTranslate();
  const entries = member.timeline.entries;
  return (
    <SectionCard title={title} count={entries.length} empty={entries.length === 0 && translate('resources.members.empty.timeline')}>
      <MemberTimeline entries={entries} more={member.timeline.more} />
    </SectionCard>
  );
};

const Member360 = () => {
  const { record, isPending, error } = useShowContext<AdminMember360>();
  const translate = useTranslate();
  // Wide screens keep the timeline beside the sections; narrower ones give it a tab of its own.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'));
  const [tab, setTab] = useState<TabName>('overview');
  if (error) return <Alert severity="error">{translate('resources.members.load_error')}</Alert>;
  // The search row stands in while the page loads: the sections come with the member's own answer.
  if (isPending || !record || !record.timeline) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={translate('ra.page.loading')} />
      </Box>
    );
  }
  const tabs = TABS.filter((name) => !(wide && name === 'timeline'));
  const current = tabs.includes(tab) ? tab : 'overview';
  return (
    <Box sx={{ display: 'grid', gap: 2, pb: 4 }}>
      <Header member={record} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: wide ? 'minmax(0, 1fr) minmax(300px, 380px)' : 'minmax(0, 1fr)', alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Tabs
            value={current}
            onChange={(_e, value: TabName) => setTab(value)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={translate('resources.members.tabs.label')}
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {tabs.map((name) => (
              <Tab key={name} value={name} label={translate(`resources.members.tabs.${name}`)} />
            ))}
          </Tabs>
          <TabPanel tab={current} member={record} />
        </Box>
        {wide && (
          <Box sx={{ position: 'sticky', top: 72, maxHeight: 'calc(100vh - 88px)', overflowY: 'auto', borderRadius: 2 }}>
            <TimelineCard member={record} title={translate('resources.members.sections.timeline')} />
          </Box>
        )}
      </Box>
    </Box>
  );
};

export const MemberShow = () => (
  <ShowBase>
    <Box sx={{ pt: 1 }}>
      <TopToolbar sx={{ minHeight: { xs: 40 }, pt: 0, bgcolor: 'transparent' }}>
        <ListButton />
      </TopToolbar>
      <Member360 />
    </Box>
  </ShowBase>
);
