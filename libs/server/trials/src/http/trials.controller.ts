import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type TrialHoldAnswer, TrialMessages, tokyoDate, trialRequestSchema, trialScheduleQuerySchema, trialWaitlistLeaveSchema, trialWaitlistSchema, trialScheduleAnswerSchema, memberTrialAnswerSchema, trialHoldAnswerSchema, messageAnswerSchema, trialWaitlistAnswerSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, RefuseSuspended, MemberId, parseWith, uuidOf } from '@coaching/server-core';
import type { Request } from 'express';
import { CancelTrialCommand } from '../commands/cancel-trial.command';
import { ConfirmTrialCommand } from '../commands/confirm-trial.command';
import { HoldTrialCommand } from '../commands/hold-trial.command';
import { JoinTrialWaitlistCommand } from '../commands/join-trial-waitlist.command';
import { LeaveTrialWaitlistCommand } from '../commands/leave-trial-waitlist.command';
import { GetMemberWaitlistQuery } from '../queries/get-member-waitlist.query';
import { ReleaseTrialHoldCommand } from '../commands/release-trial-hold.command';
import { GetMemberTrialQuery } from '../queries/get-member-trial.query';
import { GetTrialScheduleQuery } from '../queries/get-trial-schedule.query';
import { TrialErrors } from '../domain/trials-errors';

/** A trial id from the path (or `?id=`); anything that is not one is a trial we do not have (404), never a 500. */
const trialIdOf = (id: string) => uuidOf(id, TrialErrors.TRIAL_NOT_FOUND);

/**
 * The member's free trial (spec §7): the week's schedule, holding a seat (`POST /api/trials`), confirming or
 * letting go of the hold, cancelling a booking, and reading their trial. Verified members only (`MemberGuard`),
 * each scoped to the session's member.
 */
@Controller('api/trials')
@UseGuards(MemberGuard)
export class TrialsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: trialScheduleAnswerSchema, query: trialScheduleQuerySchema })
  @Get('schedule')
  schedule(@Query() query: Record<string, unknown>) {
    const { start, game_id } = parseWith(trialScheduleQuerySchema, query);
    return this.queries.execute(new GetTrialScheduleQuery(game_id, start ?? tokyoDate(new Date())));
  }

  @ApiContract({ answer: memberTrialAnswerSchema })
  @Get('current')
  async current(@MemberId() memberId: string, @Query('id') id?: unknown) {
    const trial = await this.queries.execute(new GetMemberTrialQuery(memberId, typeof id === 'string' && id ? trialIdOf(id) : undefined));
    return { data: trial };
  }

  /** Holds a seat for HOLD_MINUTES; the confirm modal then confirms it. */
  @ApiContract({ answer: trialHoldAnswerSchema, body: trialRequestSchema })
  @Post()
  @RefuseSuspended()
  async hold(@MemberId() memberId: string, @Req() req: Request, @Body() body: unknown): Promise<TrialHoldAnswer> {
    const request = parseWith(trialRequestSchema, body);
    const held = await this.commands.execute(new HoldTrialCommand(memberId, req.session.signedInVia === 'discord', request));
    return { id: held.trialId, status: 'held', started_at: held.startsAt.toISOString(), ended_at: held.endsAt.toISOString(), game_id: request.game_id, held_until: held.heldUntil.toISOString() };
  }

  /** The slots the member waits for, with a seat held for them when one freed (confirm it before `held_until`). */
  @ApiContract({ answer: trialWaitlistAnswerSchema })
  @Get('waitlist')
  async waitlistEntries(@MemberId() memberId: string) {
    return { data: await this.queries.execute(new GetMemberWaitlistQuery(memberId)) };
  }

  /** The member stops waiting for a slot (a seat held for them goes to the next waiter). */
  @ApiContract({ answer: messageAnswerSchema, body: trialWaitlistLeaveSchema })
  @Post('waitlist/leave')
  @HttpCode(200)
  async leaveWaitlist(@MemberId() memberId: string, @Body() body: unknown) {
    await this.commands.execute(new LeaveTrialWaitlistCommand(memberId, parseWith(trialWaitlistLeaveSchema, body)));
    return { message: TrialMessages.waitlistLeft };
  }

  /** 空きが出たら通知: wait for a seat of a full slot; when one frees it is held for the first waiter, who is mailed. */
  @ApiContract({ answer: messageAnswerSchema, body: trialWaitlistSchema })
  @Post('waitlist')
  @RefuseSuspended()
  async waitlist(@MemberId() memberId: string, @Req() req: Request, @Body() body: unknown) {
    const request = parseWith(trialWaitlistSchema, body);
    await this.commands.execute(new JoinTrialWaitlistCommand(memberId, req.session.signedInVia === 'discord', request));
    return { message: TrialMessages.waitlistJoined };
  }

  @ApiContract({ answer: memberTrialAnswerSchema })
  @Post(':id/confirm')
  @RefuseSuspended()
  @HttpCode(200)
  async confirm(@MemberId() memberId: string, @Param('id') id: string) {
    await this.commands.execute(new ConfirmTrialCommand(memberId, trialIdOf(id)));
    return { data: await this.queries.execute(new GetMemberTrialQuery(memberId, id)) };
  }

  @ApiContract({ answer: memberTrialAnswerSchema })
  @Post(':id/release')
  @HttpCode(200)
  async release(@MemberId() memberId: string, @Param('id') id: string) {
    await this.commands.execute(new ReleaseTrialHoldCommand(memberId, trialIdOf(id)));
    return { data: await this.queries.execute(new GetMemberTrialQuery(memberId, id)) };
  }

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@MemberId() memberId: string, @Param('id') id: string) {
    await this.commands.execute(new CancelTrialCommand(trialIdOf(id), { type: 'member', memberId }));
    return { message: TrialMessages.cancelled };
  }
}
