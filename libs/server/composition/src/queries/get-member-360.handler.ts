import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Logger } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { lessonStatusLabel, SUBSCRIPTION_STATUS_LABELS, TRIAL_STATUS_LABELS, type AdminMember360 } from '@coaching/contracts';
import { isDomainError, readMemberTimeline } from '@coaching/server-core';
import { GetOperatorNamesQuery } from '@coaching/server-backoffice/queries';
import { GetMemberSubscriptionsQuery, GetPersonalInformationQuery, ListMemberPaymentsQuery, ListSavedCardsQuery } from '@coaching/server-billing/queries';
import { FindCampApplicationsQuery } from '@coaching/server-camp/queries';
import { GetGameSummariesQuery, GetPlanSummariesQuery } from '@coaching/server-catalogue/queries';
import { ListContactsByEmailQuery } from '@coaching/server-content/queries';
import { GetMemberAccountQuery, GetMemberProfilesQuery, ListGuardianLinksQuery } from '@coaching/server-identity/queries';
import { GetMemberLessonRecordQuery, ListKarteQuery } from '@coaching/server-lessons/queries';
import { ListMemberTrialsQuery } from '@coaching/server-trials/queries';
import { describeActor, describeMemberEvent } from '../domain/member-timeline';
import { GetMember360Query, MEMBER_TIMELINE_LIMIT } from './get-member-360.query';
import { memberRowsOf } from './member-rows';

/** Camp applications and inquiries listed per member (they are found by e-mail). */
const BY_EMAIL_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

@QueryHandler(GetMember360Query)
export class GetMember360Handler implements IQueryHandler<GetMember360Query> {
  private readonly logger = new Logger('Member360');

  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(EntityManager) private readonly em: EntityManager,
  ) {}

  async execute({ memberId }: GetMember360Query): Promise<AdminMember360 | null> {
    const [profile] = await this.queries.execute(new GetMemberProfilesQuery([memberId]));
    if (!profile) return null;
    const q = this.queries;
    const [[row], info, subscriptions, payments, cards, lessons, karte, trials, campApplications, contacts, timeline, account, guardianLinks] = await Promise.all([
      memberRowsOf(q, [profile]),
      q.execute(new GetPersonalInformationQuery(memberId)),
      q.execute(new GetMemberSubscriptionsQuery(memberId)),
      q.execute(new ListMemberPaymentsQuery(memberId)),
      this.cardsOf(memberId),
      q.execute(new GetMemberLessonRecordQuery(memberId)),
      q.execute(new ListKarteQuery(memberId)),
      q.execute(new ListMemberTrialsQuery(memberId)),
      q.execute(new FindCampApplicationsQuery({ emails: [profile.email] }, BY_EMAIL_LIMIT)),
      q.execute(new ListContactsByEmailQuery(profile.email, BY_EMAIL_LIMIT)),
      this.timelineOf(memberId),
      q.execute(new GetMemberAccountQuery(memberId)),
      q.execute(new ListGuardianLinksQuery({ accountId: memberId })),
    ]);
    const planIds = [...new Set([...subscriptions.map((s) => s.planId), ...lessons.students.map((s) => s.planId)])];
    const gameIds = [...new Set([...subscriptions.map((s) => s.gameId), ...lessons.students.map((s) => s.gameId), ...trials.map((t) => t.gameId)])];
    const [plans, games] = await Promise.all([
      planIds.length ? q.execute(new GetPlanSummariesQuery(planIds)) : [],
      gameIds.length ? q.execute(new GetGameSummariesQuery(gameIds)) : [],
    ]);
    const planName = (id: number) => plans.find((p) => p.id === id)?.name ?? `プラン #${id}`;
    const gameName = (id: number) => games.find((g) => g.id === id)?.name ?? `ゲーム #${id}`;

    return {
      id: profile.id,
      profile: {
        ...row,
        last_name: profile.lastName,
        first_name: profile.firstName,
        status: profile.status,
        discord_linked: profile.discordLinked,
        trial_count: profile.trialCount,
        registered_from: profile.registeredFrom,
      },
      personal_information: info && {
        last_name: info.last_name,
        first_name: info.first_name,
        last_name_kana: info.last_name_kana,
        first_name_kana: info.first_name_kana,
        phone_number: info.phone_number,
        birthday: info.birthday,
        zip_code: info.zip_code,
        address: info.address,
        gender: info.gender,
        guardian:
          info.diff && info.parent_last_name && info.parent_first_name && info.parent_last_name_kana && info.parent_first_name_kana && info.parent_birthday && info.parent_gender
            ? {
                last_name: info.parent_last_name,
                first_name: info.parent_first_name,
                last_name_kana: info.parent_last_name_kana,
                first_name_kana: info.parent_first_name_kana,
                birthday: info.parent_birthday,
                gender: info.parent_gender,
              }
            : null,
        guardian_consent: info.guardian_consent,
        agreed_at: info.agreed_at,
        updated_at: info.updated_at,
      },
      subscriptions: subscriptions.map((s) => ({
        id: s.id,
        plan_name: planName(s.planId),
        game_name: gameName(s.gameId),
        status: s.status,
        status_ja: SUBSCRIPTION_STATUS_LABELS[s.status],
        starts_at: iso(s.startsAt),
        ends_at: iso(s.endsAt),
        lessons_per_month: s.lessonsPerMonth,
      })),
      payments,
      cards,
      lessons: {
        students: lessons.students.map((s) => ({
          subscription_id: s.subscriptionId,
          game_name: gameName(s.gameId),
          plan_name: planName(s.planId),
          lessons_per_month: s.lessonsPerMonth,
          starts_at: s.startsAt.toISOString(),
          ends_at: s.endsAt.toISOString(),
          coach_name: s.coachName,
        })),
        items: lessons.lessons.map((l) => ({
          id: l.id,
          kind: l.kind,
          starts_at: l.startsAt.toISOString(),
          ends_at: l.endsAt.toISOString(),
          status: l.status,
          status_ja: lessonStatusLabel(l.status, l.cancellation),
          coach_name: l.coachName,
          group_name: l.groupName,
        })),
        standings: lessons.standings.map((s) => ({ month: s.month, strikes: s.strikes, suspended_at: iso(s.suspendedAt) })),
      },
      karte,
      trials: trials.map((t) => ({
        id: t.id,
        game_name: gameName(t.gameId),
        coach_name: t.coachName,
        starts_at: t.startsAt.toISOString(),
        status: t.status,
        status_ja: TRIAL_STATUS_LABELS[t.status],
        converted_at: iso(t.convertedAt),
      })),
      camp_applications: campApplications,
      contacts,
      timeline,
      account_kind: account?.kind ?? 'member',
      guardian_links: guardianLinks,
    };
  }

  /** Saved cards, masked to the last four digits; the page still opens when the card provider does not answer. */
  private async cardsOf(memberId: string): Promise<AdminMember360['cards']> {
    try {
      const cards = await this.queries.execute(new ListSavedCardsQuery(memberId));
      return { available: true, items: cards.map((c) => ({ last4: c.card_no.replace(/\D/g, '').slice(-4), expire: c.expire, is_default: c.default_flag === '1', brand: c.brand })) };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      this.logger.warn({ memberId, code: error.code }, 'saved cards unavailable for the member page');
      return { available: false, items: [] };
    }
  }

  /** Every event of the streams about the member (core's member index), newest first, with who did it. */
  private async timelineOf(memberId: string): Promise<AdminMember360['timeline']> {
    const { events, more } = await readMemberTimeline(this.em.fork(), memberId, MEMBER_TIMELINE_LIMIT);
    const operatorIds = [...new Set(events.flatMap((e) => (e.metadata.actor?.type === 'operator' && UUID.test(e.metadata.actor.id ?? '') ? [e.metadata.actor.id!] : [])))];
    // Operators are named by the backoffice, which owns their accounts (its published query).
    const operators = operatorIds.length ? await this.queries.execute(new GetOperatorNamesQuery(operatorIds)) : [];
    const names = new Map(operators.map((o) => [o.id, o.name]));
    return {
      entries: events.map((e) => ({
        id: e.eventId,
        at: new Date(e.metadata.occurredAt ?? e.recordedAt).toISOString(),
        type: e.type,
        summary: describeMemberEvent(e.type, e.data),
        actor: describeActor(e.metadata.actor, names),
      })),
      more,
    };
  }
}
