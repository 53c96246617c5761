import { Body, Controller, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminPlan, planInputSchema, adminPlanListSchema, adminPlanSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseWith, rowIdOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { CreatePlanCommand } from '../commands/create-plan.command';
import { UpdatePlanCommand } from '../commands/update-plan.command';
import { PLAN_SORT_FIELDS, planListFilter } from '../queries/admin-list-criteria';
import { GetAdminPlanQuery } from '../queries/get-admin-plan.query';
import { ListAdminPlansQuery } from '../queries/list-admin-plans.query';
import { readAdminList, sendPage } from './admin-list';

/** Plans in the conventions of ra-data-simple-rest: every operator reads, only admins edit. */
@Controller('admin-api/plans')
@UseGuards(OperatorGuard)
export class AdminPlansController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminPlanListSchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminPlan[]> {
    const criteria = readAdminList(query, { sortFields: PLAN_SORT_FIELDS, defaultSort: ['game_id', 'ASC'], filter: planListFilter });
    return sendPage(res, 'plans', criteria, await this.queries.execute(new ListAdminPlansQuery(criteria)));
  }

  @ApiContract({ answer: adminPlanSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminPlan> {
    const plan = await this.queries.execute(new GetAdminPlanQuery(rowIdOf(id, CatalogueErrors.PLAN_NOT_FOUND)));
    if (!plan) throw domainError(CatalogueErrors.PLAN_NOT_FOUND);
    return plan;
  }

  @ApiContract({ answer: adminPlanSchema, body: planInputSchema })
  @Post()
  @OperatorRoles('admin')
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminPlan> {
    const input = parseWith(planInputSchema, body);
    return this.commands.execute(new CreatePlanCommand(input, req.session.operator!.id));
  }

  @ApiContract({ answer: adminPlanSchema, body: planInputSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminPlan> {
    const planId = rowIdOf(id, CatalogueErrors.PLAN_NOT_FOUND);
    const input = parseWith(planInputSchema, body);
    return this.commands.execute(new UpdatePlanCommand(planId, input, req.session.operator!.id));
  }
}
