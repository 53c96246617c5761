import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { AdminOperator, OperatorRole } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import { ListOperatorsQuery } from './list-operators.query';

interface Row {
  id: string;
  name: string;
  email: string;
  role: OperatorRole;
  active: boolean;
  invitation_pending: boolean;
  last_login_at: Date | null;
  created_at: Date;
  total: number;
}

const ORDER: Record<ListOperatorsQuery['options']['sort']['field'], string> = {
  name: 'o.name',
  email: 'lower(o.email)',
  role: 'o.role',
  created_at: 'o.created_at',
  last_login_at: 'o.last_login_at',
};

@QueryHandler(ListOperatorsQuery)
export class ListOperatorsHandler implements IQueryHandler<ListOperatorsQuery> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ options }: ListOperatorsQuery): Promise<{ rows: AdminOperator[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (options.id) {
      where.push('o.id = any(?::uuid[])');
      params.push(`{${(Array.isArray(options.id) ? options.id : [options.id]).join(',')}}`);
    }
    if (options.role) {
      where.push('o.role = ?');
      params.push(options.role);
    }
    if (options.active !== undefined) {
      where.push('o.active = ?');
      params.push(options.active);
    }
    if (options.q) {
      const like = `%${options.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push('(o.name ilike ? or o.email ilike ?)');
      params.push(like, like);
    }
    const rows = await sql<Row>(
      this.em.fork(),
      `select o.id, o.name, o.email, o.role, o.active, o.last_login_at, o.created_at,
              (o.password_hash is null and exists (select 1 from operator_invitations i where i.operator_id = o.id)) as invitation_pending,
              count(*) over ()::int as total
         from operators o ${where.length ? `where ${where.join(' and ')}` : ''}
        order by ${ORDER[options.sort.field]} ${options.sort.order === 'ASC' ? 'asc' : 'desc'} nulls last, o.id
        limit ? offset ?`,
      [...params, options.range.end - options.range.start + 1, options.range.start],
    );
    const coaches = rows.some((r) => r.role === 'coach') ? await this.queries.execute(new ListCoachesQuery({ includeInactive: true })) : [];
    const coachOf = new Map(coaches.filter((c) => c.operatorId).map((c) => [c.operatorId!, c]));
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        role: r.role,
        active: r.active,
        coach_id: coachOf.get(r.id)?.id ?? null,
        coach_name: coachOf.get(r.id)?.name ?? null,
        invitation_pending: r.invitation_pending,
        last_login_at: r.last_login_at ? new Date(r.last_login_at).toISOString() : null,
        created_at: new Date(r.created_at).toISOString(),
      })),
    };
  }
}
