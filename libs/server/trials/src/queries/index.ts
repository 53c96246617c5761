// The trials context's published queries (`@coaching/server-trials/queries`): query classes and their result
// types only. Which context may read this: tools/lint/context-boundaries.mjs.
export { ListMemberTrialsQuery, type MemberTrialRecord } from './list-member-trials.query';
export { GetMonthlyTrialConversionQuery, type MonthlyTrialConversion } from './get-monthly-trial-conversion.query';
export { ListCoachTrialsInRangeQuery, type CoachRangeTrial } from './list-coach-trials-in-range.query';
export { CountHeldTrialSeatsQuery } from './count-held-trial-seats.query';
