// Identity's published commands (`@coaching/server-identity/commands`, ADR 0010): what another context may ask it to
// do through the CommandBus, as command classes only. Which context may send them: CONTEXT_COMMAND_SENDS in
// tools/lint/context-boundaries.mjs (trials: the trial count, the names typed for a trial, the trial intent booked;
// billing: a paid plan's game on the course list).
export { AdjustTrialCountCommand } from './adjust-trial-count.command';
export { RecordMemberGameCommand } from './record-member-game.command';
export { ForgetTrialIntentCommand } from './forget-trial-intent.command';
export { RecordMemberNameIfEmptyCommand } from './record-member-name-if-empty.command';
// The composition module's guardian pages (issue 31): links asked, accepted (with the child's age from billing), ended, resent.
export { RequestGuardianLinkCommand } from './request-guardian-link.command';
export { AcceptGuardianLinkCommand } from './accept-guardian-link.command';
export { EndGuardianLinkCommand } from './end-guardian-link.command';
export { ResendGuardianInvitationCommand } from './resend-guardian-invitation.command';
export { ConfirmGuardianLinkAsAdultCommand } from './confirm-guardian-link-as-adult.command';
// Withdrawal (ADR 0042): the composition module's withdrawal and export (support's and the member's), and billing's
// purchase holding the account on its order's transaction.
export { WithdrawMemberCommand, type WithdrawalMailRefund } from './withdraw-member.command';
export { HoldMemberAccountCommand } from './hold-member-account.command';
export { RecordMemberDataExportCommand } from './record-member-data-export.command';
