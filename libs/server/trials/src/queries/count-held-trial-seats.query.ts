import { Query } from '@nestjs/cqrs';

/** Trial seats held for a member's confirmation right now (a hold lapses after TRIAL_HOLD_SECONDS): the api's metrics. */
export class CountHeldTrialSeatsQuery extends Query<number> {}
