import { GuardianMessages as g, IdentityMessages as m, Messages, ProfileMessages, SuspensionMessages, WithdrawalMessages as w } from '@coaching/contracts';
import { defineErrors } from '@coaching/server-core/errors';

/** The identity context's refusals: each code's HTTP status, Japanese message and the field it belongs to. */
export const IdentityErrors = defineErrors('IDENTITY', {
  EMAIL_TAKEN: { status: 422, field: 'email', message: m.emailTaken },
  LOGIN_FAILED: { status: 422, field: 'email', message: m.loginFailed },
  RESET_TOKEN_INVALID: { status: 422, field: 'token', message: m.resetTokenInvalid },
  CURRENT_PASSWORD_WRONG: { status: 422, field: 'old_password', message: m.currentPasswordWrong },
  // The Discord sign-in and link refusals end in a redirect with the message (the browser follows /login/discord);
  // the unlink (a POST from the /discord page) answers them as JSON.
  DISCORD_LINKED_ELSEWHERE: { status: 409, field: 'discord', message: m.discordLinkedElsewhere },
  DISCORD_EMAIL_TAKEN: { status: 409, field: 'discord', message: m.discordEmailTaken },
  DISCORD_NO_EMAIL: { status: 422, field: 'discord', message: m.discordNoEmail },
  DISCORD_ONLY_ACCOUNT: { status: 409, field: 'discord', message: m.discordNeedsPassword },
  // Spec §2 /discord: 'disconnect' is offered only to a session signed in through Discord.
  DISCORD_UNLINK_NEEDS_DISCORD_LOGIN: { status: 403, field: 'discord', message: m.discordUnlinkNeedsDiscordLogin },
  PHOTO_NOT_IMAGE: { status: 422, field: 'profile_photo', message: ProfileMessages.photoNotImage },
  PHOTO_TOO_LARGE: { status: 422, field: 'profile_photo', message: ProfileMessages.photoTooLarge },
  PHOTO_NOT_FOUND: { status: 404, message: Messages.common.notFound },
  COURSE_NOT_FOUND: { status: 404, message: m.courseNotFound },
  COURSE_HELD: { status: 422, message: m.courseHeld },
  // Suspension by support (domain/member-account.decider.ts).
  MEMBER_NOT_FOUND: { status: 404, message: SuspensionMessages.memberNotFound },
  ALREADY_SUSPENDED: { status: 409, message: SuspensionMessages.alreadySuspended },
  NOT_SUSPENDED: { status: 409, message: SuspensionMessages.notSuspended },
  // Guardian links (domain/guardian-link.decider.ts, ADR 0037).
  LINK_NOT_FOUND: { status: 404, message: g.linkNotFound },
  LINK_ALREADY_REQUESTED: { status: 409, message: g.alreadyLinked },
  LINK_NOT_PENDING: { status: 409, message: g.notPending },
  LINK_NOT_INVITEE: { status: 403, message: g.notInvitee },
  LINK_NOT_PARTY: { status: 404, message: g.linkNotFound },
  LINK_ALREADY_ENDED: { status: 409, message: g.alreadyEnded },
  LINK_INVITE_SELF: { status: 422, field: 'email', message: g.inviteSelf },
  LINK_WRONG_KIND: { status: 422, field: 'email', message: g.wrongKind },
  TOO_MANY_GUARDIANS: { status: 409, message: g.tooManyGuardians },
  LINK_EXPIRED: { status: 409, message: g.invitationExpired },
  LINK_NO_ADULT_QUESTION: { status: 409, message: g.noAdultQuestion },
  LINK_STUDENT_NOT_ADULT: { status: 403, message: g.notYetAdult },
  // Withdrawal (退会, ADR 0042).
  MEMBER_WITHDRAWN: { status: 409, message: w.alreadyWithdrawn },
  WITHDRAWAL_PASSWORD_REQUIRED: { status: 422, field: 'password', message: w.passwordRequired },
  WITHDRAWAL_PASSWORD_WRONG: { status: 422, field: 'password', message: w.passwordWrong },
  WITHDRAWAL_PAYMENT_IN_PROGRESS: { status: 409, message: w.paymentInProgress },
  ACCOUNT_WITHDRAWN: { status: 403, message: w.accountWithdrawn },
});
