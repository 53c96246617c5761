import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { PersonalInformationMessages, personalInformationSchema, personalInformationAnswerSchema, personalInformationSavedAnswerSchema } from '@coaching/contracts';
import { ApiContract, MemberGuard, MemberId, parseWith } from '@coaching/server-core';
import { GetPersonalInformationQuery } from '../queries/get-personal-information.query';
import type { PersonalInformationAnswer } from '../queries/personal-information-answer';
import { SavePersonalInformationCommand } from '../commands/save-personal-information.command';

interface Answer {
  data: PersonalInformationAnswer | null;
  /** A complete form is saved: purchases may go ahead (spec §2 /payments/create). */
  completed: boolean;
}

/** The student information form of /payments/information (spec §3, §5, §7 `POST /api/personal_informations/`). */
@Controller('api/personal_informations')
@UseGuards(MemberGuard)
export class PersonalInformationController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ answer: personalInformationAnswerSchema })
  @Get()
  async get(@MemberId() memberId: string): Promise<Answer> {
    return this.answer(memberId);
  }

  /** Also `POST /api/personal_informations/`, as spec §7 writes it (Express matches both). */
  @ApiContract({ answer: personalInformationSavedAnswerSchema, body: personalInformationSchema(new Date()) })
  @Post()
  @HttpCode(HttpStatus.OK)
  async save(@MemberId() memberId: string, @Body() body: unknown): Promise<Answer & { message: string }> {
    // "Today" decides ages (minors, under 13, adult purchaser): in Japan, now.
    const form = parseWith(personalInformationSchema(new Date()), body);
    await this.commands.execute(new SavePersonalInformationCommand(memberId, form));
    return { ...(await this.answer(memberId)), message: PersonalInformationMessages.saved };
  }

  private async answer(memberId: string): Promise<Answer> {
    const data = await this.queries.execute(new GetPersonalInformationQuery(memberId));
    // Every saved row passed the whole schema, so a row is a complete form.
    return { data, completed: data !== null };
  }
}
