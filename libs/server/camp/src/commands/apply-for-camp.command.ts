import { Command } from '@nestjs/cqrs';

/** Spec §7 `POST /api/camp_users`: a parent applies to the open camp; the link to pay is mailed to them. */
export class ApplyForCampCommand extends Command<{ id: string }> {
  constructor(
    readonly applicant: { name: string; kana: string; email: string; phone_number: string },
    readonly correlationId?: string,
  ) {
    super();
  }
}
