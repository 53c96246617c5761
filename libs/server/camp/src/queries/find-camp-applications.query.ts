import { Query } from '@nestjs/cqrs';
import type { AdminCampApplication } from '@coaching/contracts';

/**
 * Published (backoffice's member page and search): camp applications by the parent's e-mail (exactly, any
 * case) or by the application number printed on them (the transfer reference: the id's first eight hex
 * digits, or the whole id); newest first, at most `limit`. Camp knows parents by e-mail, not as members.
 */
export class FindCampApplicationsQuery extends Query<AdminCampApplication[]> {
  constructor(
    readonly criteria: { emails?: readonly string[]; reference?: string },
    readonly limit: number,
  ) {
    super();
  }
}
