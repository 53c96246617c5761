import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  GuardianAreaMessages,
  type GuardianCampApplication,
  guardianCampApplicationsAnswerSchema,
  type GuardianPreferences,
  guardianPreferencesAnswerSchema,
  type GuardianPreferencesSaved,
  guardianPreferencesSavedAnswerSchema,
  guardianPreferencesSchema,
} from '@coaching/contracts';
import { ApiContract, GuardianGuard, MemberId, parseWith } from '@coaching/server-core';
import { ListCampApplicationsByEmailQuery } from '@coaching/server-camp/queries';
import { GetMemberAccountQuery } from '@coaching/server-identity/queries';
import { GuardianPreferencesStore } from '../queries/guardian-preferences';

/**
 * The guardian area beyond the children's cards (issue 31, ADR 0047): the camp applications made with the guardian's
 * address (camp knows parents by e-mail; the guard lets only verified guardian accounts in, so the address is proved
 * theirs), and the guardian's preferences (the weekly summary mail).
 */
@Controller('api/guardian')
@UseGuards(GuardianGuard)
export class GuardianAreaExtrasController {
  constructor(
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(GuardianPreferencesStore) private readonly preferences: GuardianPreferencesStore,
  ) {}

  @ApiContract({ answer: guardianCampApplicationsAnswerSchema })
  @Get('camp-applications')
  async campApplications(@MemberId() guardianId: string): Promise<{ data: GuardianCampApplication[] }> {
    const account = await this.queries.execute(new GetMemberAccountQuery(guardianId));
    return { data: account ? await this.queries.execute(new ListCampApplicationsByEmailQuery(account.email)) : [] };
  }

  @ApiContract({ answer: guardianPreferencesAnswerSchema })
  @Get('preferences')
  async preferencesOf(@MemberId() guardianId: string): Promise<{ data: GuardianPreferences }> {
    return { data: await this.preferences.of(guardianId) };
  }

  @ApiContract({ body: guardianPreferencesSchema, answer: guardianPreferencesSavedAnswerSchema })
  @Put('preferences')
  async savePreferences(@MemberId() guardianId: string, @Body() body: unknown): Promise<GuardianPreferencesSaved> {
    const saved = await this.preferences.save(guardianId, parseWith(guardianPreferencesSchema, body));
    return { data: saved, message: saved.weekly_summary ? GuardianAreaMessages.weeklySummaryOn : GuardianAreaMessages.weeklySummaryOff };
  }
}
