// Identity's published queries (`@coaching/server-identity/queries`): query classes and their result types only.
// Which context may read this: tools/lint/context-boundaries.mjs. `GetCurrentUserQuery` and `GetPaidGameIdsQuery` are
// identity's questions that others answer (the composition module, billing), published so the answerer can import them.
export { GetMemberGameIdsQuery } from './get-member-game-ids.query';
export { GetMemberAccountQuery, type MemberAccount } from './get-member-account.query';
export { GetCurrentUserQuery } from './get-current-user.query';
export { GetPaidGameIdsQuery } from './get-paid-game-ids.query';
export { GetTrialApplicantQuery, type TrialApplicant } from './get-trial-applicant.query';
export { SearchMembersQuery } from './search-members.query';
export { GetMemberContactsQuery, type MemberContact } from './get-member-contacts.query';
export { ListMatchingMemberIdsQuery } from './list-matching-member-ids.query';
export { GetMemberProfilesQuery, type MemberProfile } from './get-member-profiles.query';
export { CountNewMembersQuery } from './count-new-members.query';
export { ListGuardianLinksQuery } from './list-guardian-links.query';
export { GetGuardianLinkQuery, type GuardianLinkFacts } from './get-guardian-link.query';
export { ListLinkedChildrenQuery } from './list-linked-children.query';
export { GetLinkedChildQuery } from './get-linked-child.query';
// Asked by identity's withdrawal, answered by billing (ADR 0042): card orders not yet charged.
export { CountPaymentsInProgressQuery } from './count-payments-in-progress.query';
