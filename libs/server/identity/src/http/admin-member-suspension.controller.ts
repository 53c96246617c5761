import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { suspendMemberSchema, type AdminMemberSuspension } from '@coaching/contracts';
import { domainError, OperatorGuard, parseWith, sql } from '@coaching/server-core';
import type { Request } from 'express';
import { z } from 'zod';
import { LiftMemberSuspensionCommand, SuspendMemberCommand } from '../commands/suspend-member.command';
import { IdentityErrors } from '../domain/identity-errors';
import { suspensionOf } from '../domain/member-suspension';
import { User } from '../entities/user.entity';
import type { MemberSuspendedData, MemberSuspensionLiftedData } from '../domain/member-account.decider';

const uuid = z.uuid();

/** Suspension of a member by support (spec §4 terms): where they stand with its history, suspend, lift. Staff only. */
@Controller('admin-api/members/:id/suspension')
@UseGuards(OperatorGuard)
export class AdminMemberSuspensionController {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @Get()
  async show(@Param('id') id: string): Promise<AdminMemberSuspension> {
    const memberId = this.memberId(id);
    const user = await this.em.fork().findOne(User, { id: memberId });
    if (!user) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    const events = await sql<{ type: string; data: MemberSuspendedData | MemberSuspensionLiftedData }>(this.em.fork(), 'select type, data from events where stream_id = ? order by version desc', [`member-${memberId}`]);
    return {
      id: memberId,
      member_id: memberId,
      suspension: suspensionOf(user),
      history: events.map((e) =>
        e.type === 'MemberSuspended'
          ? { type: 'suspended' as const, at: (e.data as MemberSuspendedData).suspendedAt, by: e.data.by.name, ground: (e.data as MemberSuspendedData).ground, reason: (e.data as MemberSuspendedData).reason }
          : { type: 'lifted' as const, at: (e.data as MemberSuspensionLiftedData).liftedAt, by: e.data.by.name, ground: null, reason: null },
      ),
    };
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  async suspend(@Param('id') id: string, @Body() body: unknown, @Req() req: Request): Promise<AdminMemberSuspension> {
    const memberId = this.memberId(id);
    const { ground, reason } = parseWith(suspendMemberSchema, body);
    await this.commands.execute(new SuspendMemberCommand(memberId, ground, reason, { id: req.session.operator!.id, name: req.session.operator!.name }));
    return this.show(memberId);
  }

  @Post('lift')
  @HttpCode(HttpStatus.OK)
  async lift(@Param('id') id: string, @Req() req: Request): Promise<AdminMemberSuspension> {
    const memberId = this.memberId(id);
    await this.commands.execute(new LiftMemberSuspensionCommand(memberId, { id: req.session.operator!.id, name: req.session.operator!.name }));
    return this.show(memberId);
  }

  private memberId(id: string): string {
    if (!uuid.safeParse(id).success) throw domainError(IdentityErrors.MEMBER_NOT_FOUND);
    return id;
  }
}
