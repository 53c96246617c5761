import { Controller, Get, Inject, Param, Query, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ADMIN_MEMBER_SORT_FIELDS, type AdminMember360, adminMember360Schema, adminMemberFilterSchema, listQuerySchema, adminMemberListSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, setContentRange, uuidOf } from '@coaching/server-core';
import type { Response } from 'express';
import { CompositionErrors } from '../domain/composition-errors';
import { FindMembersQuery } from '../queries/find-members.query';
import { GetMember360Query } from '../queries/get-member-360.query';

/**
 * The member 360 (spec §6: support answers members): search, and one page per member. Staff only: a member's
 * cards, payments and guardian are not a coach's to read (docs/permissions.md).
 */
@Controller('admin-api/members')
@UseGuards(OperatorGuard)
@OperatorRoles('admin', 'support')
export class AdminMembersController {
  constructor(@Inject(QueryBus) private readonly queries: QueryBus) {}

  @ApiContract({ answer: adminMemberListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response) {
    const params = parseListParams(query, { sortFields: ADMIN_MEMBER_SORT_FIELDS, defaultSort: ['created_at', 'DESC'], filter: adminMemberFilterSchema });
    const ids = params.filter.id === undefined ? undefined : Array.isArray(params.filter.id) ? params.filter.id : [params.filter.id];
    const page = await this.queries.execute(new FindMembersQuery({ q: params.filter.q, ids }, params.range));
    setContentRange(res, 'members', params.range.start, page.rows.length, page.total);
    return page.rows;
  }

  @ApiContract({ answer: adminMember360Schema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminMember360> {
    const member = await this.queries.execute(new GetMember360Query(uuidOf(id, CompositionErrors.MEMBER_NOT_FOUND).toLowerCase()));
    if (!member) throw domainError(CompositionErrors.MEMBER_NOT_FOUND);
    return member;
  }
}
