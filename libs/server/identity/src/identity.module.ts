import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PassportModule } from '@nestjs/passport';
import { ChangePasswordHandler } from './auth/commands/change-password.handler';
import { RegisterMemberHandler } from './auth/commands/register-member.handler';
import { RequestPasswordResetHandler } from './auth/commands/request-password-reset.handler';
import { ResetPasswordHandler } from './auth/commands/reset-password.handler';
import { VerifyEmailHandler } from './auth/commands/verify-email.handler';
import { EmailVerificationController } from './auth/http/email-verification.controller';
import { MemberAuthController } from './auth/http/member-auth.controller';
import { MemberLocalStrategy } from './auth/http/member-local.strategy';
import { PasswordsController } from './auth/http/passwords.controller';
import { CurrentUsers } from './members/current-user';
import { User } from './members/user.entity';
import { LinkDiscordHandler, SignInWithDiscordHandler, UnlinkDiscordHandler } from './discord/discord-account.handlers';
import { DiscordClient } from './discord/discord-client';
import { DiscordController } from './discord/discord.controller';
import { ProfileController } from './profile/profile.controller';
import { UpdateProfileHandler } from './profile/update-profile.handler';

@Module({
  imports: [MikroOrmModule.forFeature([User]), CqrsModule, PassportModule],
  controllers: [MemberAuthController, EmailVerificationController, PasswordsController, ProfileController, DiscordController],
  providers: [CurrentUsers, MemberLocalStrategy, RegisterMemberHandler, VerifyEmailHandler, RequestPasswordResetHandler, ResetPasswordHandler, ChangePasswordHandler, UpdateProfileHandler, DiscordClient, SignInWithDiscordHandler, LinkDiscordHandler, UnlinkDiscordHandler],
})
export class IdentityModule {}
