import { Controller, HttpCode, Inject, Param, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SubscriptionMessages, messageAnswerSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, MemberId, uuidOf } from '@coaching/server-core';
import { BillingErrors } from '../domain/billing-errors';
import { CancelOrderCommand } from '../commands/cancel-order.command';

/** `POST /api/payments/{id}/cancel`: the member calls off their unpaid bank-transfer order. */
@Controller('api/payments')
@UseGuards(MemberGuard)
export class OrderCancellationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @ApiContract({ answer: messageAnswerSchema })
  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@MemberId() memberId: string, @Param('id') id: string) {
    await this.commands.execute(new CancelOrderCommand(memberId, uuidOf(id, BillingErrors.PAYMENT_NOT_FOUND)));
    return { message: SubscriptionMessages.orderCancelled };
  }
}
