import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { CAMP_STATUS_LABELS, GENDER_LABELS, KARTE_SKILL_LABELS, PAYMENT_METHOD_LABELS, type AdminMember360, type KarteSkill } from '@coaching/contracts';
import { formatDate, formatDateTime, formatYen } from '@coaching/web-theme';
import { useTranslate } from 'react-admin';
import { Facts, SectionCard, SmallTable, StatusChip } from './MemberParts';

type Member = AdminMember360;
const useT = () => {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`resources.members.${key}`, options);
};
const dash = (value: string | null | undefined) => value || '—';
const joined = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(' ') || null;

export const ProfileSection = ({ member }: { member: Member }) => {
  const t = useT();
  const p = member.profile;
  return (
    <SectionCard title={t('sections.profile')}>
      <Facts
        items={[
          [t('fields.name'), dash(joined(p.last_name, p.first_name))],
          [t('fields.email'), <Link key="mail" href={`mailto:${p.email}`}>{p.email}</Link>],
          [t('fields.email_verified'), p.email_verified ? t('verified') : t('unverified')],
          [t('fields.discord_username'), p.discord_linked ? dash(p.discord_username) : t('discord_unlinked')],
          [t('fields.trial_count'), t('trial_count', { count: p.trial_count })],
          [t('fields.created_at'), formatDateTime(p.created_at)],
          [t('fields.registered_from'), dash(p.registered_from)],
          [t('fields.id'), <Box key="id" component="span" sx={{ fontFamily: 'monospace', fontSize: '0.75rem', color: 'text.secondary' }}>{member.id}</Box>],
        ]}
      />
    </SectionCard>
  );
};

export const StudentSection = ({ member }: { member: Member }) => {
  const t = useT();
  const info = member.personal_information;
  return (
    <SectionCard title={t('sections.student')} empty={!info && t('empty.student')}>
      {info && (
        <>
          <Facts
            items={[
              [t('fields.student_name'), `${info.last_name} ${info.first_name}`],
              [t('fields.kana'), `${info.last_name_kana} ${info.first_name_kana}`],
              [t('fields.phone_number'), info.phone_number],
              [t('fields.birthday'), formatDate(info.birthday)],
              [t('fields.gender'), GENDER_LABELS[info.gender]],
              [t('fields.address'), `〒${info.zip_code.slice(0, 3)}-${info.zip_code.slice(3)} ${info.address}`],
              [t('fields.agreed_at'), formatDateTime(info.agreed_at)],
              [t('fields.guardian_consent'), info.guardian_consent ? t('yes') : t('no')],
            ]}
          />
          <Typography component="h3" variant="body2" sx={{ fontWeight: 800, mt: 2, mb: 0.5 }}>
            {t('sections.guardian')}
          </Typography>
          {info.guardian ? (
            <Facts
              items={[
                [t('fields.guardian_name'), `${info.guardian.last_name} ${info.guardian.first_name}`],
                [t('fields.kana'), `${info.guardian.last_name_kana} ${info.guardian.first_name_kana}`],
                [t('fields.birthday'), formatDate(info.guardian.birthday)],
                [t('fields.gender'), GENDER_LABELS[info.guardian.gender]],
              ]}
            />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('empty.guardian')}
            </Typography>
          )}
        </>
      )}
    </SectionCard>
  );
};

export const SubscriptionsSection = ({ member }: { member: Member }) => {
  const t = useT();
  return (
    <SectionCard title={t('sections.subscriptions')} count={member.subscriptions.length} empty={member.subscriptions.length === 0 && t('empty.subscriptions')}>
      <SmallTable
        label={t('sections.subscriptions')}
        head={[t('fields.plan'), t('fields.status'), t('fields.period'), t('fields.per_month')]}
        rows={member.subscriptions.map((s) => [
          <Box key="plan">
            <Typography variant="caption" color="text.secondary">{s.game_name}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>{s.plan_name}</Typography>
          </Box>,
          <StatusChip key="status" label={s.status_ja} tone={s.status === 'active' ? 'success' : s.status === 'pending' ? 'warning' : 'default'} />,
          s.starts_at && s.ends_at ? `${formatDate(s.starts_at)}〜${formatDate(s.ends_at)}` : '—',
          s.lessons_per_month ? t('per_month', { count: s.lessons_per_month }) : '—',
        ])}
      />
    </SectionCard>
  );
};

export const PaymentsSection = ({ member }: { member: Member }) => {
  const t = useT();
  return (
    <SectionCard title={t('sections.payments')} count={member.payments.length} empty={member.payments.length === 0 && t('empty.payments')}>
      <SmallTable
        label={t('sections.payments')}
        head={[t('fields.created_at_short'), t('fields.order'), t('fields.total'), t('fields.status'), t('fields.charges')]}
        rows={member.payments.map((p) => [
          <Box key="at" sx={{ whiteSpace: 'nowrap' }}>{formatDate(p.created_at)}</Box>,
          <Box key="order">
            <Link href={`#/payments/${p.id}/show`} sx={{ fontWeight: 700 }}>{`${p.game_name} ${p.title}`}</Link>
            <Typography variant="caption" color="text.secondary" component="p">
              {PAYMENT_METHOD_LABELS[p.method]}
              {/* The transfer reference is a bank transfer's only (issue 32): a card payment has none. */}
              {p.method === 'bank' && ` ・ ${t('reference')} ${p.id.replace(/-/g, '').slice(0, 8).toUpperCase()}`}
            </Typography>
          </Box>,
          <Box key="total" sx={{ whiteSpace: 'nowrap' }}>{formatYen(p.total)}</Box>,
          <StatusChip key="status" label={p.status_ja} tone={p.status === 'captured' ? 'success' : p.status === 'failed' || p.status === 'in_arrears' ? 'error' : p.status === 'awaiting_transfer' || p.status === 'pending' ? 'warning' : 'default'} />,
          <Box key="charges" sx={{ whiteSpace: 'nowrap' }}>
            {t('charges_progress', { paid: p.charges_paid, total: p.charges_total })}
            {p.charges.some((c) => c.status === 'failed') && <Chip size="small" color="error" label={t('charge_failed')} sx={{ ml: 1 }} />}
          </Box>,
        ])}
      />
    </SectionCard>
  );
};

export const CardsSection = ({ member }: { member: Member }) => {
  const t = useT();
  const empty = !member.cards.available ? t('empty.cards_unavailable') : member.cards.items.length === 0 && t('empty.cards');
  return (
    <SectionCard title={t('sections.cards')} count={member.cards.available ? member.cards.items.length : undefined} empty={empty}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {member.cards.items.map((card) => (
          <Box key={`${card.last4}-${card.expire}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 2, py: 1.25, minWidth: 180 }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700, letterSpacing: 1 }}>
              {card.brand ? `${card.brand} ` : ''}**** {card.last4}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('card_expire', { month: card.expire.slice(2), year: card.expire.slice(0, 2) })}
            </Typography>
            {card.is_default && <Chip size="small" color="primary" variant="outlined" label={t('default_card')} sx={{ ml: 1, height: 20 }} />}
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};

export const CoachSection = ({ member }: { member: Member }) => {
  const t = useT();
  const students = member.lessons.students;
  return (
    <SectionCard title={t('sections.coach')} count={students.length} empty={students.length === 0 && t('empty.coach')}>
      <SmallTable
        label={t('sections.coach')}
        head={[t('fields.plan'), t('fields.period'), t('fields.coach')]}
        rows={students.map((s) => [
          <Box key="plan">
            <Typography variant="caption" color="text.secondary">{s.game_name}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>{`${s.plan_name}（${t('per_month', { count: s.lessons_per_month })}）`}</Typography>
          </Box>,
          `${formatDate(s.starts_at)}〜${formatDate(s.ends_at)}`,
          s.coach_name ?? <StatusChip key="coach" label={t('unassigned')} tone="warning" />,
        ])}
      />
    </SectionCard>
  );
};

export const LessonsSection = ({ member }: { member: Member }) => {
  const t = useT();
  const items = member.lessons.items;
  return (
    <SectionCard title={t('sections.lessons')} count={items.length} empty={items.length === 0 && t('empty.lessons')}>
      <SmallTable
        label={t('sections.lessons')}
        head={[t('fields.starts_at'), t('fields.coach'), t('fields.status')]}
        rows={items.map((l) => [
          <Link key="at" href={`#/lessons/${l.id}/show`} sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(l.starts_at)}</Link>,
          l.group_name ? `${l.coach_name}（${l.group_name}）` : l.coach_name,
          <StatusChip key="status" label={l.status_ja} tone={l.status === 'attended' ? 'success' : l.status === 'missed' ? 'error' : l.status === 'scheduled' ? 'info' : 'default'} />,
        ])}
      />
    </SectionCard>
  );
};

export const StrikesSection = ({ member }: { member: Member }) => {
  const t = useT();
  const standings = member.lessons.standings;
  return (
    <SectionCard title={t('sections.strikes')} empty={standings.length === 0 && t('empty.strikes')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {standings.map((s) => (
          <Chip
            key={s.month}
            color={s.suspended_at ? 'error' : 'warning'}
            variant={s.suspended_at ? 'filled' : 'outlined'}
            label={s.suspended_at ? t('suspended_month', { month: s.month.replace('-', '年') + '月' }) : t('strikes_month', { month: s.month.replace('-', '年') + '月', count: s.strikes })}
          />
        ))}
      </Box>
    </SectionCard>
  );
};

export const KarteSection = ({ member }: { member: Member }) => {
  const t = useT();
  return (
    <SectionCard title={t('sections.karte')} count={member.karte.length} empty={member.karte.length === 0 && t('empty.karte')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {member.karte.map((entry) => (
          <Box key={entry.lesson_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(entry.started_at)} ・ {entry.coach.name}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>{entry.worked_on}</Typography>
            {entry.homework && (
              <Typography variant="body2" color="text.secondary">
                {t('homework')}: {entry.homework}
              </Typography>
            )}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
              {Object.entries(entry.ratings).map(([skill, score]) => (
                <Chip key={skill} size="small" variant="outlined" label={`${KARTE_SKILL_LABELS[skill as KarteSkill] ?? skill} ${score}`} />
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};

export const TrialsSection = ({ member }: { member: Member }) => {
  const t = useT();
  return (
    <SectionCard title={t('sections.trials')} count={member.trials.length} empty={member.trials.length === 0 && t('empty.trials')}>
      <SmallTable
        label={t('sections.trials')}
        head={[t('fields.starts_at'), t('fields.game'), t('fields.coach'), t('fields.status')]}
        rows={member.trials.map((trial) => [
          <Box key="at" sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(trial.starts_at)}</Box>,
          trial.game_name,
          dash(trial.coach_name),
          <Box key="status" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            <StatusChip label={trial.status_ja} tone={trial.status === 'attended' ? 'success' : trial.status === 'no_show' ? 'error' : trial.status === 'booked' ? 'info' : 'default'} />
            {trial.converted_at && <StatusChip label={t('converted')} tone="success" />}
          </Box>,
        ])}
      />
    </SectionCard>
  );
};

export const CampSection = ({ member }: { member: Member }) => {
  const t = useT();
  const applications = member.camp_applications;
  return (
    <SectionCard title={t('sections.camp')} count={applications.length} empty={applications.length === 0 && t('empty.camp')}>
      <SmallTable
        label={t('sections.camp')}
        head={[t('fields.applied_at'), t('fields.camp'), t('fields.total'), t('fields.status')]}
        rows={applications.map((a) => [
          <Box key="at" sx={{ whiteSpace: 'nowrap' }}>{formatDate(a.applied_at)}</Box>,
          <Box key="camp">
            <Link href={`#/camp-applications/${a.id}/show`} sx={{ fontWeight: 700 }}>{a.camp_name}</Link>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('application_number')} {a.id.replace(/-/g, '').slice(0, 8).toUpperCase()} ・ {a.name}
            </Typography>
          </Box>,
          <Box key="total" sx={{ whiteSpace: 'nowrap' }}>{formatYen(a.total)}</Box>,
          <StatusChip key="status" label={CAMP_STATUS_LABELS[a.status]} tone={a.status === 'paid' ? 'success' : a.status === 'payment_failed' ? 'error' : 'default'} />,
        ])}
      />
    </SectionCard>
  );
};

export const ContactsSection = ({ member }: { member: Member }) => {
  const t = useT();
  return (
    <SectionCard title={t('sections.contacts')} count={member.contacts.length} empty={member.contacts.length === 0 && t('empty.contacts')}>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {member.contacts.map((c) => (
          <Box key={c.id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 1.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Link href={`#/contacts/${c.id}/show`} variant="caption">{formatDateTime(c.created_at)}</Link>
              <StatusChip label={t(`contact_status.${c.status}`)} tone={c.status === 'handled' ? 'success' : 'warning'} />
            </Box>
            <Typography variant="body2" sx={{ mt: 0.75, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {c.message}
            </Typography>
          </Box>
        ))}
      </Box>
    </SectionCard>
  );
};
