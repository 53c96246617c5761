import { Command } from '@nestjs/cqrs';

export type CampCancellationRequest =
  | { by: 'parent'; noContact: boolean; reason: string }
  | { by: 'school'; days: number; cancelledDays: number; reason: string };

/** Back office: an application called off, with the terms' fee (or the school's refund), refunded through the card provider. */
export class CancelCampApplicationCommand extends Command<{ fee: number; refund: number; refunded: boolean }> {
  constructor(
    readonly applicationId: string,
    readonly request: CampCancellationRequest,
    readonly operatorId: string,
  ) {
    super();
  }
}
