import { AdminMemberSuspensionController } from './http/admin-member-suspension.controller';
import { LiftMemberSuspensionHandler, SuspendMemberHandler } from './commands/suspend-member.handler';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { JoinCourseHandler } from './commands/join-course.handler';
import { LeaveCourseHandler } from './commands/leave-course.handler';
import { LinkDiscordHandler } from './commands/link-discord.handler';
import { RegisterMemberHandler } from './commands/register-member.handler';
import { RememberTrialContextHandler } from './commands/remember-trial-context.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { SignInWithDiscordHandler } from './commands/sign-in-with-discord.handler';
import { UnlinkDiscordHandler } from './commands/unlink-discord.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { User } from './entities/user.entity';
import { IdentityEventHandlers } from './identity-event-handlers';
import { CoursesController } from './http/courses.controller';
import { DiscordClient } from './http/discord-client';
import { DiscordController } from './http/discord.controller';
import { EmailVerificationController } from './http/email-verification.controller';
import { MemberAuthController } from './http/member-auth.controller';
import { MemberLocalStrategy } from './http/member-local.strategy';
import { PasswordsController } from './http/passwords.controller';
import { ProfileController } from './http/profile.controller';
import { AdjustTrialCountHandler } from './commands/adjust-trial-count.handler';
import { RecordMemberGameHandler } from './commands/record-member-game.handler';
import { ForgetTrialIntentHandler } from './commands/forget-trial-intent.handler';
import { RecordMemberNameIfEmptyHandler } from './commands/record-member-name-if-empty.handler';
import { GetMemberAccountHandler } from './queries/get-member-account.handler';
import { GetMemberGameIdsHandler } from './queries/get-member-game-ids.handler';
import { CountNewMembersHandler } from './queries/count-new-members.handler';
import { GetTrialApplicantHandler } from './queries/get-trial-applicant.handler';
import { GetMemberProfilesHandler } from './queries/get-member-profiles.handler';
import { SearchMembersHandler } from './queries/search-members.handler';
import { GetMemberContactsHandler } from './queries/get-member-contacts.handler';
import { ListMatchingMemberIdsHandler } from './queries/list-matching-member-ids.handler';
import { GetMemberSuspensionHandler } from './queries/get-member-suspension.handler';
import { GetProfilePhotoHandler } from './queries/get-profile-photo.handler';
import { GetEmailVerifiedHandler } from './queries/get-email-verified.handler';
import { GetTrialReturnPathHandler } from './queries/get-trial-return-path.handler';
import { SendVerificationMailHandler } from './commands/send-verification-mail.handler';
import { RequestGuardianLinkHandler } from './commands/request-guardian-link.handler';
import { AcceptGuardianLinkHandler } from './commands/accept-guardian-link.handler';
import { EndGuardianLinkHandler } from './commands/end-guardian-link.handler';
import { ResendGuardianInvitationHandler } from './commands/resend-guardian-invitation.handler';
import { ConfirmGuardianLinkAsAdultHandler } from './commands/confirm-guardian-link-as-adult.handler';
import { ListGuardianLinksHandler } from './queries/list-guardian-links.handler';
import { GetGuardianLinkHandler } from './queries/get-guardian-link.handler';
import { ListLinkedChildrenHandler } from './queries/list-linked-children.handler';
import { GetLinkedChildHandler } from './queries/get-linked-child.handler';

@Module({
  imports: [MikroOrmModule.forFeature([User]), CqrsModule, PassportModule],
  controllers: [MemberAuthController, EmailVerificationController, PasswordsController, ProfileController, DiscordController, CoursesController, AdminMemberSuspensionController],
  providers: [IdentityEventHandlers, AdjustTrialCountHandler, RecordMemberGameHandler, ForgetTrialIntentHandler, RecordMemberNameIfEmptyHandler, GetMemberAccountHandler, MemberLocalStrategy, RegisterMemberHandler, RememberTrialContextHandler, VerifyEmailHandler, RequestPasswordResetHandler, ResetPasswordHandler, ChangePasswordHandler, UpdateProfileHandler, DiscordClient, SignInWithDiscordHandler, LinkDiscordHandler, UnlinkDiscordHandler, JoinCourseHandler, LeaveCourseHandler, GetMemberGameIdsHandler, GetTrialApplicantHandler, SuspendMemberHandler, LiftMemberSuspensionHandler, SearchMembersHandler, GetMemberContactsHandler, ListMatchingMemberIdsHandler, GetMemberProfilesHandler, CountNewMembersHandler, GetMemberSuspensionHandler, GetProfilePhotoHandler, GetEmailVerifiedHandler, GetTrialReturnPathHandler, SendVerificationMailHandler, RequestGuardianLinkHandler, AcceptGuardianLinkHandler, EndGuardianLinkHandler, ResendGuardianInvitationHandler, ConfirmGuardianLinkAsAdultHandler, ListGuardianLinksHandler, GetGuardianLinkHandler, ListLinkedChildrenHandler, GetLinkedChildHandler],
})
export class IdentityModule {}
