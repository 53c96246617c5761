import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { coachScopeOf } from '../commands/acting-operator';
import { GetCoachScopeQuery } from './get-coach-scope.query';

@QueryHandler(GetCoachScopeQuery)
export class GetCoachScopeHandler implements IQueryHandler<GetCoachScopeQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  execute({ operator }: GetCoachScopeQuery): Promise<string | null> {
    return coachScopeOf(this.em.fork(), operator);
  }
}
