import { Body, Controller, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminItem, itemInputSchema, adminItemListSchema, adminItemSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseWith, rowIdOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { CreateItemCommand } from '../commands/create-item.command';
import { UpdateItemCommand } from '../commands/update-item.command';
import { ITEM_SORT_FIELDS, itemListFilter } from '../queries/admin-list-criteria';
import { GetAdminItemQuery } from '../queries/get-admin-item.query';
import { ListAdminItemsQuery } from '../queries/list-admin-items.query';
import { readAdminList, sendPage } from './admin-list';

/** Add-on items in the conventions of ra-data-simple-rest: every operator reads, only admins edit. */
@Controller('admin-api/items')
@UseGuards(OperatorGuard)
export class AdminItemsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminItemListSchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminItem[]> {
    const criteria = readAdminList(query, { sortFields: ITEM_SORT_FIELDS, defaultSort: ['game_id', 'ASC'], filter: itemListFilter });
    return sendPage(res, 'items', criteria, await this.queries.execute(new ListAdminItemsQuery(criteria)));
  }

  @ApiContract({ answer: adminItemSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminItem> {
    const item = await this.queries.execute(new GetAdminItemQuery(rowIdOf(id, CatalogueErrors.ITEM_NOT_FOUND)));
    if (!item) throw domainError(CatalogueErrors.ITEM_NOT_FOUND);
    return item;
  }

  @ApiContract({ answer: adminItemSchema, body: itemInputSchema })
  @Post()
  @OperatorRoles('admin')
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminItem> {
    const input = parseWith(itemInputSchema, body);
    return this.commands.execute(new CreateItemCommand(input, req.session.operator!.id));
  }

  @ApiContract({ answer: adminItemSchema, body: itemInputSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminItem> {
    const itemId = rowIdOf(id, CatalogueErrors.ITEM_NOT_FOUND);
    const input = parseWith(itemInputSchema, body);
    return this.commands.execute(new UpdateItemCommand(itemId, input, req.session.operator!.id));
  }
}
