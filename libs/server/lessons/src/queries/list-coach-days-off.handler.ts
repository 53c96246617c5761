import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type AdminCoachDayOff, COACH_DAY_OFF_MAX_DAYS_AHEAD, addTokyoDays, tokyoDayStart } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { coachScopeOf } from '../commands/acting-operator';
import { coachDaysOff } from './coach-days-off-rows';
import { ListCoachDaysOffQuery } from './list-coach-days-off.query';

@QueryHandler(ListCoachDaysOffQuery)
export class ListCoachDaysOffHandler implements IQueryHandler<ListCoachDaysOffQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ operator, coachId, now }: ListCoachDaysOffQuery): Promise<AdminCoachDayOff[] | null> {
    const em = this.em.fork();
    const scope = await coachScopeOf(em, operator);
    if (scope && scope !== coachId) return null;
    const [coach] = await sql(em, 'select 1 from coaches where id = ?', [coachId]);
    if (!coach) return null;
    const from = tokyoDayStart(now);
    return (await coachDaysOff(em, [coachId], from, addTokyoDays(from, COACH_DAY_OFF_MAX_DAYS_AHEAD))).get(coachId) ?? [];
  }
}
