import { Controller, HttpCode, Inject, NotFoundException, Param, ParseUUIDPipe, Post, UnprocessableEntityException, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { PaymentMessages, SubscriptionMessages } from '@coaching/contracts';
import { MemberGuard, MemberId } from '@coaching/server-core';
import { CancelOrderCommand } from '../orders/commands/cancel-order.command';
import { OrderRuleError } from '../orders/domain/order';

const notFound = () => new NotFoundException({ message: PaymentMessages.paymentNotFound });

/** `POST /api/payments/{id}/cancel`: the member calls off their unpaid bank-transfer order. */
@Controller('api/payments')
@UseGuards(MemberGuard)
export class OrderCancellationController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@MemberId() memberId: string, @Param('id', new ParseUUIDPipe({ exceptionFactory: notFound })) id: string) {
    try {
      await this.commands.execute(new CancelOrderCommand(memberId, id));
      return { message: SubscriptionMessages.orderCancelled };
    } catch (error) {
      if (!(error instanceof OrderRuleError)) throw error;
      if (error.code === 'not-requested') throw notFound();
      throw new UnprocessableEntityException({ message: error.code === 'not-bank' ? SubscriptionMessages.cannotCancelCard : SubscriptionMessages.cannotCancelPaid });
    }
  }
}
