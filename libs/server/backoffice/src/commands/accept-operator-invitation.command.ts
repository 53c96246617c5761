import { Command } from '@nestjs/cqrs';

/** The invited (or reset) operator sets their password with the mailed link's token; answers their e-mail address. */
export class AcceptOperatorInvitationCommand extends Command<string> {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {
    super();
  }
}
