import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { withdrawSchema, type WithdrawalPreview, WithdrawalMessages, messageAnswerSchema, withdrawalPreviewAnswerSchema } from '@coaching/contracts';
import { ApiContract, domainError, MemberGuard, MemberId, parseWith } from '@coaching/server-core';
import type { Request } from 'express';
import { CloseMemberAccountCommand } from '../commands/close-member-account.command';
import { CompositionErrors } from '../domain/composition-errors';
import { GetWithdrawalPreviewQuery } from '../queries/get-withdrawal-preview.query';

/** The member's own withdrawal (退会, ADR 0042): what it does, then the withdrawal with the password again. */
@Controller('api/withdrawal')
@UseGuards(MemberGuard)
export class WithdrawalController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(CommandBus) private readonly commands: CommandBus,
  ) {}

  @ApiContract({ answer: withdrawalPreviewAnswerSchema })
  @Get()
  async preview(@MemberId() memberId: string): Promise<{ data: WithdrawalPreview }> {
    const preview = await this.queries.execute(new GetWithdrawalPreviewQuery(memberId));
    if (!preview) throw domainError(CompositionErrors.MEMBER_NOT_FOUND);
    return { data: preview };
  }

  @ApiContract({ answer: messageAnswerSchema, body: withdrawSchema })
  @Post()
  @HttpCode(HttpStatus.OK)
  async withdraw(@MemberId() memberId: string, @Body() body: unknown, @Req() req: Request): Promise<{ message: string }> {
    const { password } = parseWith(withdrawSchema, body);
    await this.commands.execute(new CloseMemberAccountCommand(memberId, { type: 'member', password }));
    // The sessions are gone from the store; this one's cookie goes too.
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    return { message: WithdrawalMessages.done };
  }
}
