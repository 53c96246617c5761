import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { suspendMemberSchema, type AdminMemberSuspension, adminMemberSuspensionSchema } from '@coaching/contracts';
import { ApiContract, domainError, OperatorGuard, parseWith, uuidOf } from '@coaching/server-core';
import type { Request } from 'express';
import { LiftMemberSuspensionCommand, SuspendMemberCommand } from '../commands/suspend-member.command';
import { IdentityErrors } from '../domain/identity-errors';
import { GetMemberSuspensionQuery } from '../queries/get-member-suspension.query';

/** Suspension of a member by support (spec §4 terms): where they stand with its history, suspend, lift. Staff only. */
@Controller('admin-api/members/:id/suspension')
@UseGuards(OperatorGuard)
export class AdminMemberSuspensionController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: adminMemberSuspensionSchema })
  @Get()
  async show(@Param('id') id: string): Promise<AdminMemberSuspension> {
    const suspension = await this.queries.execute(new GetMemberSuspensionQuery(uuidOf(id, IdentityErrors.MEMBER_NOT_FOUND)));
    if (!suspension) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    return suspension;
  }

  @ApiContract({ answer: adminMemberSuspensionSchema, body: suspendMemberSchema })
  @Post()
  @HttpCode(HttpStatus.OK)
  async suspend(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminMemberSuspension> {
    const memberId = uuidOf(id, IdentityErrors.MEMBER_NOT_FOUND);
    const { ground, reason } = parseWith(suspendMemberSchema, body);
    await this.commands.execute(new SuspendMemberCommand(memberId, ground, reason, { id: req.session.operator!.id, name: req.session.operator!.name }));
    return this.show(memberId);
  }

  @ApiContract({ answer: adminMemberSuspensionSchema })
  @Post('lift')
  @HttpCode(HttpStatus.OK)
  async lift(@Param('id') id: string, @Req() req: Request): Promise<AdminMemberSuspension> {
    const memberId = uuidOf(id, IdentityErrors.MEMBER_NOT_FOUND);
    await this.commands.execute(new LiftMemberSuspensionCommand(memberId, { id: req.session.operator!.id, name: req.session.operator!.name }));
    return this.show(memberId);
  }
}
