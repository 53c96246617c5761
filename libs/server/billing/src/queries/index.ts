// Billing's published queries (`@coaching/server-billing/queries`): what another context may ask through
// the QueryBus, as query classes and their result types. No handlers, entities or modules: those stay
// behind the main entry, which only the apps import. Which context may read this: tools/lint/context-boundaries.mjs.
export { ListSavedCardsQuery } from './list-saved-cards.query';
export { ListCardSchedulesQuery } from './list-card-schedules.query';
export { GetPersonalInformationQuery } from './get-personal-information.query';
export type { PersonalInformationAnswer } from './personal-information-answer';
export { QuoteItemQuery } from './quote-item.query';
export { QuotePlanQuery, type MemberPlanQuote } from './quote-plan.query';
export { GetMemberSubscriptionsQuery, type SubscriptionView } from './get-member-subscriptions.query';
export { HasPersonalInformationQuery } from './has-personal-information.query';
export { ListMemberItemsQuery, type PaidItem } from './list-member-items.query';
export { GetTransferAccountQuery, type TransferAccount } from './get-transfer-account.query';
export { SearchBillingMembersQuery } from './search-billing-members.query';
export { ListMemberPaymentsQuery, type MemberPayment } from './list-member-payments.query';
export { GetMonthlyBillingStatsQuery, type MonthlyBillingStats } from './get-monthly-billing-stats.query';
export { ListRefundsQuery, type RefundSummary } from './list-refunds.query';
// Answered by the lessons context, asked by billing's refund (see the class).
export { CountContractLessonsQuery, type ContractLessonCount } from './count-contract-lessons.query';
// Answered by the backoffice, asked by the reminder of a refund waiting for approval (ADR 0039).
export { ListRefundDecidersQuery, type RefundDecider } from './list-refund-deciders.query';
export { ListPaymentsPaidForQuery } from './list-payments-paid-for.query';
// Withdrawal (ADR 0042): the refunds the member's withdrawal would give, line by line.
export { ListWithdrawalRefundsQuery } from './list-withdrawal-refunds.query';
