import { Command } from '@nestjs/cqrs';
import type { KarteNote } from '@coaching/contracts';
import type { ActingOperator } from './acting-operator';

/** The lesson's coach (or support) writes or corrects the karte note of an attended lesson. */
export class WriteKarteNoteCommand extends Command<void> {
  constructor(
    readonly lessonId: string,
    readonly note: KarteNote,
    readonly operator: ActingOperator,
  ) {
    super();
  }
}
