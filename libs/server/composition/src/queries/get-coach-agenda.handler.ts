import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type AgendaEntry, type AgendaMember, type CoachAgenda, fromTokyo, type KarteEntry, shiftTokyoDate } from '@coaching/contracts';
import { domainError } from '@coaching/server-core';
import { GetGameSummariesQuery } from '@coaching/server-catalogue/queries';
import { GetMemberContactsQuery, GetMemberProfilesQuery } from '@coaching/server-identity/queries';
import { GetCoachScopeQuery, ListCoachesQuery, ListCoachLessonsInRangeQuery, ListRecentKarteQuery } from '@coaching/server-lessons/queries';
import { ListCoachTrialsInRangeQuery } from '@coaching/server-trials/queries';
import { CompositionErrors } from '../domain/composition-errors';
import { GetCoachAgendaQuery } from './get-coach-agenda.query';

/** How many of a member's last karte notes an entry carries. */
export const AGENDA_RECENT_NOTES = 3;

const fullName = (last: string | null | undefined, first: string | null | undefined) => [last, first].filter(Boolean).join(' ') || null;

/**
 * Composes the agenda from the owning contexts' published queries, none of them cached: lessons (the coach's lessons,
 * the members' last notes), trials (the coach's trials, read from the model the booking writes in its transaction,
 * so a trial just booked is listed at once), identity (names, Discord) and the catalogue (game names).
 */
@QueryHandler(GetCoachAgendaQuery)
export class GetCoachAgendaHandler implements IQueryHandler<GetCoachAgendaQuery> {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  async execute({ operator, coachId, from, to }: GetCoachAgendaQuery): Promise<CoachAgenda> {
    const own = await this.queries.execute(new GetCoachScopeQuery(operator));
    if (own && coachId && coachId !== own) throw domainError(CompositionErrors.AGENDA_COACH_NOT_FOUND);
    const wanted = own ?? coachId;
    if (!wanted) throw domainError(CompositionErrors.AGENDA_COACH_REQUIRED);
    const [coach] = await this.queries.execute(new ListCoachesQuery({ ids: [wanted], includeInactive: true }));
    if (!coach) throw domainError(CompositionErrors.AGENDA_COACH_NOT_FOUND);

    const start = fromTokyo(from);
    const end = fromTokyo(shiftTokyoDate(to, 1));
    const [lessons, trials] = await Promise.all([
      this.queries.execute(new ListCoachLessonsInRangeQuery(coach.id, start, end)),
      this.queries.execute(new ListCoachTrialsInRangeQuery(coach.id, start, end)),
    ]);
    const memberIds = [...new Set([...lessons.flatMap((l) => (l.lesson.member ? [l.lesson.member.id] : [])), ...trials.map((t) => t.memberId)])];
    const gameIds = [...new Set([...lessons.flatMap((l) => (l.gameId === null ? [] : [l.gameId])), ...trials.map((t) => t.gameId)])];
    const [contacts, profiles, karte, games] = await Promise.all([
      memberIds.length ? this.queries.execute(new GetMemberContactsQuery(memberIds)) : [],
      memberIds.length ? this.queries.execute(new GetMemberProfilesQuery(memberIds)) : [],
      memberIds.length ? this.queries.execute(new ListRecentKarteQuery(memberIds, AGENDA_RECENT_NOTES)) : [],
      gameIds.length ? this.queries.execute(new GetGameSummariesQuery(gameIds)) : [],
    ]);
    const contactOf = new Map(contacts.map((c) => [c.memberId, c]));
    const profileOf = new Map(profiles.map((p) => [p.id, p]));
    const notesOf = new Map(karte.map((k) => [k.memberId, k.entries]));
    const gameOf = new Map(games.map((g) => [g.id, { id: g.id, name: g.name }]));
    const member = (id: string, typedName: string | null = null): AgendaMember => {
      const contact = contactOf.get(id);
      return {
        id,
        name: fullName(contact?.lastName, contact?.firstName) ?? typedName,
        discord_username: profileOf.get(id)?.discordUsername ?? null,
        discord_id: contact?.discordId ?? null,
      };
    };
    const notes = (id: string | undefined): KarteEntry[] => (id ? (notesOf.get(id) ?? []) : []);

    const entries: AgendaEntry[] = [
      ...lessons.map(({ lesson, gameId }): AgendaEntry => ({
        type: 'lesson',
        id: lesson.id,
        kind: lesson.source === 'make-up' ? 'make_up' : 'lesson',
        starts_at: lesson.starts_at,
        ends_at: lesson.ends_at,
        member: lesson.member ? member(lesson.member.id) : null,
        game: gameId === null ? null : (gameOf.get(gameId) ?? null),
        recent_notes: notes(lesson.member?.id),
        lesson,
      })),
      ...trials.map((trial): AgendaEntry => ({
        type: 'trial',
        id: trial.id,
        kind: 'trial',
        starts_at: trial.startsAt.toISOString(),
        ends_at: trial.endsAt.toISOString(),
        member: member(trial.memberId, fullName(trial.lastName, trial.firstName)),
        game: gameOf.get(trial.gameId) ?? null,
        recent_notes: notes(trial.memberId),
        status: trial.status,
      })),
    ];
    entries.sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.type.localeCompare(b.type) || a.id.localeCompare(b.id));
    return { coach: { id: coach.id, name: coach.name }, from, to, entries };
  }
}
