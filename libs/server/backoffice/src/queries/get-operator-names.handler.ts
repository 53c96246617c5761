import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { sql } from '@coaching/server-core';
import { GetOperatorNamesQuery, type OperatorName } from './get-operator-names.query';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@QueryHandler(GetOperatorNamesQuery)
export class GetOperatorNamesHandler implements IQueryHandler<GetOperatorNamesQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ operatorIds }: GetOperatorNamesQuery): Promise<OperatorName[]> {
    const ids = [...new Set(operatorIds.filter((id) => UUID.test(id)))];
    if (ids.length === 0) return [];
    return sql<OperatorName>(this.em.fork(), "select id, name from operators where id = any(string_to_array(?, ',')::uuid[])", [ids.join(',')]);
  }
}
