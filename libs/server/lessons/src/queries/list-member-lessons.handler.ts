import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { LessonHistory } from '@coaching/contracts';
import { cancelTermsOfPlans } from './cancel-terms';
import { ListMemberLessonsQuery } from './list-member-lessons.query';
import { lessonGamesOf, memberLessons, toHistoryItem } from './member-lesson-rows';

/** At most this many lessons in one answer: years of weekly lessons. */
const HISTORY_LIMIT = 500;

@QueryHandler(ListMemberLessonsQuery)
export class ListMemberLessonsHandler implements IQueryHandler<ListMemberLessonsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  async execute({ memberId, isGroup, now }: ListMemberLessonsQuery): Promise<LessonHistory> {
    const em = this.em.fork();
    const kind = isGroup === undefined ? '' : 'l.kind = ?';
    const rows = await memberLessons(em, memberId, kind, isGroup === undefined ? [] : [isGroup ? 'group' : 'personal'], 'l.starts_at desc, l.id', HISTORY_LIMIT);
    // Progress counts every lesson of the member, whichever tab is shown: held ones of those not called off.
    const all = isGroup === undefined ? rows : await memberLessons(em, memberId, '', [], 'l.starts_at desc', HISTORY_LIMIT * 2);
    const progress = (kind: 'personal' | 'group') => {
      const kept = all.filter((r) => r.kind === kind && r.status !== 'cancelled');
      return { done: kept.filter((r) => r.status === 'attended').length, total: kept.length };
    };
    const games = await lessonGamesOf(this.queries, rows.map((r) => r.game_id));
    const termsOf = await cancelTermsOfPlans(this.queries, rows.map((r) => r.plan_id));
    return { data: rows.map((row) => toHistoryItem(row, now, games, termsOf)), progress: { personal: progress('personal'), group: progress('group') } };
  }
}
