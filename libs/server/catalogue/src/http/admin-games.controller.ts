import { Body, Controller, Get, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type AdminGame, gameCreateSchema, gameUpdateSchema, adminGameListSchema, adminGameSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, OperatorRoles, parseWith, rowIdOf } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { CatalogueErrors } from '../domain/catalogue-errors';
import { CreateGameCommand } from '../commands/create-game.command';
import { UpdateGameCommand } from '../commands/update-game.command';
import { GAME_SORT_FIELDS, gameListFilter } from '../queries/admin-list-criteria';
import { GetAdminGameQuery } from '../queries/get-admin-game.query';
import { ListAdminGamesQuery } from '../queries/list-admin-games.query';
import { readAdminList, sendPage } from './admin-list';

/** Games in the conventions of ra-data-simple-rest: every operator reads, only admins edit. */
@Controller('admin-api/games')
@UseGuards(OperatorGuard)
export class AdminGamesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminGameListSchema })
  @Get()
  async list(@Query() query: Record<string, unknown>, @Res({ passthrough: true }) res: Response): Promise<AdminGame[]> {
    const criteria = readAdminList(query, { sortFields: GAME_SORT_FIELDS, defaultSort: ['sort_order', 'ASC'], filter: gameListFilter });
    return sendPage(res, 'games', criteria, await this.queries.execute(new ListAdminGamesQuery(criteria)));
  }

  @ApiContract({ answer: adminGameSchema })
  @Get(':id')
  async show(@Param('id') id: string): Promise<AdminGame> {
    const game = await this.queries.execute(new GetAdminGameQuery(rowIdOf(id, CatalogueErrors.GAME_NOT_FOUND)));
    if (!game) throw domainError(CatalogueErrors.GAME_NOT_FOUND);
    return game;
  }

  @ApiContract({ answer: adminGameSchema, body: gameCreateSchema })
  @Post()
  @OperatorRoles('admin')
  async create(@Body() body: unknown, @Req() req: Request): Promise<AdminGame> {
    const input = parseWith(gameCreateSchema, body);
    return this.commands.execute(new CreateGameCommand(input, req.session.operator!.id));
  }

  @ApiContract({ answer: adminGameSchema, body: gameUpdateSchema })
  @Put(':id')
  @OperatorRoles('admin')
  async update(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminGame> {
    const gameId = rowIdOf(id, CatalogueErrors.GAME_NOT_FOUND);
    const input = parseWith(gameUpdateSchema, body);
    return this.commands.execute(new UpdateGameCommand(gameId, input, req.session.operator!.id));
  }
}
