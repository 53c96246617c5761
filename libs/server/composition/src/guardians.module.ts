import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { GuardianAreaExtrasController } from './http/guardian-area.controller';
import { GuardianAreaController, MemberGuardianLinksController } from './http/guardian-links.controller';
import { GuardianChildren } from './queries/guardian-children';
import { GuardianPreferencesStore } from './queries/guardian-preferences';

/**
 * Guardians in the api (issue 31, ADR 0037): the student's and the guardian's link pages and the guardian area,
 * composed from identity's links (and its published commands), billing's student information and the lessons context;
 * the camp applications of the guardian's address and their preferences (the weekly summary mail, ADR 0047).
 */
@Module({
  imports: [CqrsModule],
  controllers: [MemberGuardianLinksController, GuardianAreaController, GuardianAreaExtrasController],
  providers: [GuardianChildren, GuardianPreferencesStore],
})
export class GuardiansModule {}
