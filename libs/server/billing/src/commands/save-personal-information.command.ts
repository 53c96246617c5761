import { Command } from '@nestjs/cqrs';
import type { PersonalInformation } from '@coaching/contracts';

/** A member saves their student (and purchaser) information: the form already passed the shared schema. */
export class SavePersonalInformationCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly form: PersonalInformation,
  ) {
    super();
  }
}
