import { Query } from '@nestjs/cqrs';
import type { TrialConversionStats } from '@coaching/contracts';

/** Trials whose slot falls between two Tokyo days (of one game, or all), how many were attended and how many converted. */
export class GetTrialConversionQuery extends Query<TrialConversionStats> {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly gameId?: number,
  ) {
    super();
  }
}
