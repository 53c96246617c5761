import { Command } from '@nestjs/cqrs';
import type { CampChild, CampPaymentMethod, CampPaymentResult } from '@coaching/contracts';

/** The answer: what the completion page summarises (issue 32). */
export type CampPaymentAnswer = CampPaymentResult;

/** Spec §7 `POST /api/camp_users/payment`: count, method, token, plan_id, card_token (card only), and the children. */
export class PayForCampCommand extends Command<CampPaymentAnswer> {
  constructor(
    readonly request: { token: string; plan_id: number; method: CampPaymentMethod; count: number; card_token?: string; children: CampChild[] },
    readonly correlationId?: string,
  ) {
    super();
  }
}
