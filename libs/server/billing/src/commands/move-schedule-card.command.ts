import { Command } from '@nestjs/cqrs';
import type { CardSchedule } from '@coaching/contracts';

/**
 * Moves the remaining monthly payments of one of the member's split orders to another of their saved cards
 * (`OrderCardChanged`): the next charge is made on it. Answers the member's schedules after the move.
 */
export class MoveScheduleCardCommand extends Command<CardSchedule[]> {
  constructor(
    readonly memberId: string,
    readonly paymentId: string,
    readonly toCardSeq: string,
  ) {
    super();
  }
}
