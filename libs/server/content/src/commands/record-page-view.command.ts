import { Command } from '@nestjs/cqrs';
import type { PageViewReport } from '@coaching/contracts';

/** A page view from the first-party collector, stored as `toPageViewRow` keeps it (nothing personal). */
export class RecordPageViewCommand extends Command<void> {
  constructor(readonly report: PageViewReport) {
    super();
  }
}
