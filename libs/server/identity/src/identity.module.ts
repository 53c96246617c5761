import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { ChangePasswordHandler } from './commands/change-password.handler';
import { LinkDiscordHandler } from './commands/link-discord.handler';
import { RegisterMemberHandler } from './commands/register-member.handler';
import { RequestPasswordResetHandler } from './commands/request-password-reset.handler';
import { ResetPasswordHandler } from './commands/reset-password.handler';
import { SignInWithDiscordHandler } from './commands/sign-in-with-discord.handler';
import { UnlinkDiscordHandler } from './commands/unlink-discord.handler';
import { UpdateProfileHandler } from './commands/update-profile.handler';
import { VerifyEmailHandler } from './commands/verify-email.handler';
import { User } from './entities/user.entity';
import { IdentityEventHandlers } from './identity-event-handlers';
import { DiscordClient } from './http/discord-client';
import { DiscordController } from './http/discord.controller';
import { EmailVerificationController } from './http/email-verification.controller';
import { MemberAuthController } from './http/member-auth.controller';
import { MemberLocalStrategy } from './http/member-local.strategy';
import { PasswordsController } from './http/passwords.controller';
import { ProfileController } from './http/profile.controller';
import { CurrentUsers } from './queries/current-user';

@Module({
  imports: [MikroOrmModule.forFeature([User]), CqrsModule, PassportModule],
  controllers: [MemberAuthController, EmailVerificationController, PasswordsController, ProfileController, DiscordController],
  providers: [IdentityEventHandlers, CurrentUsers, MemberLocalStrategy, RegisterMemberHandler, VerifyEmailHandler, RequestPasswordResetHandler, ResetPasswordHandler, ChangePasswordHandler, UpdateProfileHandler, DiscordClient, SignInWithDiscordHandler, LinkDiscordHandler, UnlinkDiscordHandler],
})
export class IdentityModule {}
