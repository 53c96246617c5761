import { Body, Controller, Get, HttpCode, HttpStatus, Post, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { CardMessages, type CardSchedule, cardSeqSchema, moveScheduleSchema, type SavedCard, saveCardSchema, cardSchedulesAnswerSchema, cardSchedulesMovedAnswerSchema, savedCardsAnswerSchema, savedCardsChangedAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, MemberGuard, MemberId, parseWith, RateLimiter, type RateLimit } from '@coaching/server-core';
import type { Request } from 'express';
import { DeleteCardCommand } from '../commands/delete-card.command';
import { SaveCardCommand } from '../commands/save-card.command';
import { SetDefaultCardCommand } from '../commands/set-default-card.command';
import { ListSavedCardsQuery } from '../queries/list-saved-cards.query';
import { ListCardSchedulesQuery } from '../queries/list-card-schedules.query';
import { MoveScheduleCardCommand } from '../commands/move-schedule-card.command';

/** New cards per member per hour: enough for any person, too few to test stolen card numbers through us. */
export const CARD_SAVES_PER_HOUR: RateLimit = { limit: 10, windowSeconds: 60 * 60 };

type CardsAnswer = { data: SavedCard[]; message: string };

/**
 * Saved cards (spec §2 /payments/card, §7, §8 toasts, §9 at most 5, a new card becomes the default). Every card_seq is looked up under the
 * signed-in member's own id at the provider, so no member can touch another's card.
 *
 * A guardian keeps cards of their own here too, to pay for a linked child (ADR 0038): the cards are the account's,
 * never its children's or its guardians'.
 *
 * Registered before any `/api/payments/:id` route, which would otherwise take `cards` for an id.
 */
@Controller('api/payments')
@UseGuards(MemberGuard)
@AllowGuardian()
export class CardsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly limiter: RateLimiter,
  ) {}

  @ApiContract({ answer: savedCardsAnswerSchema })
  @Get('cards')
  async list(@MemberId() memberId: string): Promise<{ data: SavedCard[] }> {
    return { data: await this.queries.execute(new ListSavedCardsQuery(memberId)) };
  }

  /** The monthly schedules still to be charged and the card paying each: a card paying one is not deleted before it moves. */
  @ApiContract({ answer: cardSchedulesAnswerSchema })
  @Get('cards/schedules')
  async schedules(@MemberId() memberId: string): Promise<{ data: CardSchedule[] }> {
    return { data: await this.queries.execute(new ListCardSchedulesQuery(memberId)) };
  }

  /** Moves the remaining payments of one of the member's monthly schedules to another of their cards. */
  @ApiContract({ answer: cardSchedulesMovedAnswerSchema, body: moveScheduleSchema })
  @Post('cards/move-schedule')
  @HttpCode(HttpStatus.OK)
  async moveSchedule(@MemberId() memberId: string, @Body() body: unknown): Promise<{ data: CardSchedule[]; message: string }> {
    const { payment_id, card_seq } = parseWith(moveScheduleSchema, body);
    const data = await this.commands.execute(new MoveScheduleCardCommand(memberId, payment_id, card_seq));
    return { data, message: CardMessages.scheduleMoved };
  }

  @ApiContract({ answer: savedCardsChangedAnswerSchema, body: saveCardSchema })
  @Post('saveCard')
  @HttpCode(HttpStatus.OK)
  async save(@MemberId() memberId: string, @Body() body: unknown, @Req() req: Request): Promise<CardsAnswer> {
    const { token } = parseWith(saveCardSchema, body);
    await this.limiter.enforce('card-save', memberId, CARD_SAVES_PER_HOUR, req.res);
    const data = await this.commands.execute(new SaveCardCommand(memberId, token));
    return { data, message: CardMessages.saved };
  }

  @ApiContract({ answer: savedCardsChangedAnswerSchema, body: cardSeqSchema })
  @Post('deleteCard')
  @HttpCode(HttpStatus.OK)
  async delete(@MemberId() memberId: string, @Body() body: unknown): Promise<CardsAnswer> {
    const { card_seq } = parseWith(cardSeqSchema, body);
    const data = await this.commands.execute(new DeleteCardCommand(memberId, card_seq));
    return { data, message: CardMessages.deleted };
  }

  /** Makes a card the default. */
  @ApiContract({ answer: savedCardsChangedAnswerSchema, body: cardSeqSchema })
  @Put('cards')
  async setDefault(@MemberId() memberId: string, @Body() body: unknown): Promise<CardsAnswer> {
    const { card_seq } = parseWith(cardSeqSchema, body);
    const data = await this.commands.execute(new SetDefaultCardCommand(memberId, card_seq));
    return { data, message: CardMessages.defaultChanged };
  }
}
