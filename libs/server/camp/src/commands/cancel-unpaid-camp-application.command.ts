import { Command } from '@nestjs/cqrs';

/** Who cancels an unpaid application: an operator (admin or support) with a reason, or the parent from the signed link. */
export type UnpaidCancellationActor = { type: 'operator'; operatorId: string } | { type: 'parent'; signature: string };

/**
 * Issue 34: an application whose bank transfer is awaited is called off — the reason recorded, the seats freed at once
 * (the projection, in the append's transaction), the parent mailed. Nothing was paid: no fee, nothing to refund.
 */
export class CancelUnpaidCampApplicationCommand extends Command<{ cancelled: true }> {
  constructor(
    readonly applicationId: string,
    readonly reason: string,
    readonly actor: UnpaidCancellationActor,
  ) {
    super();
  }
}
