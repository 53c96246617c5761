import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminOperator, OPERATOR_ROLES, operatorCreateSchema, operatorPasswordResetSchema, operatorUpdateSchema, listQuerySchema, adminOperatorListSchema, adminOperatorSchema, coachChoicesSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseListParams, parseWith, setContentRange, uuidOf } from '@coaching/server-core';
import { ListCoachesQuery } from '@coaching/server-lessons/queries';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { ChangeOperatorCommand } from '../commands/change-operator.command';
import { CreateOperatorCommand } from '../commands/create-operator.command';
import { ResetOperatorPasswordCommand } from '../commands/reset-operator-password.command';
import { BackofficeErrors } from '../domain/backoffice-errors';
import { ListOperatorsQuery, OPERATOR_SORT_FIELDS } from '../queries/list-operators.query';

/** The list's search, role and state; `id`: react-admin's getMany (the audit log's operator choice reads its operator back). */
const listFilter = z
  .object({ q: z.string().trim().max(200).optional(), role: z.enum(OPERATOR_ROLES).optional(), active: z.boolean().optional(), id: z.union([z.uuid(), z.array(z.uuid()).max(500)]) })
  .partial();

/** Operator accounts, admins only (docs/permissions.md), in the conventions of ra-data-simple-rest. */
@Controller('admin-api/operators')
@UseGuards(OperatorGuard)
@OperatorRoles('admin')
export class AdminOperatorsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminOperatorListSchema, query: listQuerySchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminOperator[]> {
    const params = parseListParams(query, { sortFields: OPERATOR_SORT_FIELDS, defaultSort: ['created_at', 'ASC'], filter: listFilter });
    const { rows, total } = await this.queries.execute(new ListOperatorsQuery({ ...params.filter, sort: params.sort, range: params.range }));
    setContentRange(res, 'operators', params.range.start, rows.length, total);
    return rows;
  }

  /** The coach records a coach account may be linked to: those without an account, and the one this account has. */
  @ApiContract({ answer: coachChoicesSchema })
  @Get('coach-choices')
  async coachChoices(@Query('operator_id') operatorId?: string): Promise<Array<{ id: string; name: string }>> {
    const coaches = await this.queries.execute(new ListCoachesQuery({ includeInactive: true }));
    return coaches.filter((c) => c.operatorId === null || c.operatorId === operatorId).map((c) => ({ id: c.id, name: c.name }));
  }

  @ApiContract({ answer: adminOperatorSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminOperator> {
    return this.load(id);
  }

  @ApiContract({ answer: adminOperatorSchema, body: operatorCreateSchema })
  @Post()
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminOperator> {
    const input = parseWith(operatorCreateSchema, body);
    return this.load(await this.commands.execute(new CreateOperatorCommand(input, req.session.operator!)));
  }

  @ApiContract({ answer: adminOperatorSchema, body: operatorUpdateSchema })
  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminOperator> {
    await this.load(id);
    const changes = parseWith(operatorUpdateSchema, body);
    await this.commands.execute(new ChangeOperatorCommand(id, changes, req.session.operator!));
    return this.load(id);
  }

  /** Sets a new password, or (none given) mails a fresh link to set one; the account's sessions end either way. */
  @ApiContract({ answer: adminOperatorSchema, body: operatorPasswordResetSchema })
  @Post(':id/password')
  @HttpCode(HttpStatus.OK)
  async resetPassword(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminOperator> {
    await this.load(id);
    const { password } = parseWith(operatorPasswordResetSchema, body);
    await this.commands.execute(new ResetOperatorPasswordCommand(id, password || null, req.session.operator!));
    return this.load(id);
  }

  private async load(id: string): Promise<AdminOperator> {
    const { rows } = await this.queries.execute(new ListOperatorsQuery({ id: uuidOf(id, BackofficeErrors.OPERATOR_NOT_FOUND), sort: { field: 'created_at', order: 'ASC' }, range: { start: 0, end: 0 } }));
    if (!rows[0]) throw domainError(BackofficeErrors.OPERATOR_NOT_FOUND);
    return rows[0];
  }
}
