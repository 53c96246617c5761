import { Command } from '@nestjs/cqrs';
import type { ProfileUpdate } from '@coaching/contracts';

/** A member edits their profile; `photo` is an already re-encoded WebP when one was uploaded. */
export class UpdateProfileCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly update: ProfileUpdate,
    readonly photo?: Buffer,
  ) {
    super();
  }
}
