import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AdminAgendaController } from './http/admin-agenda.controller';
import { GetCoachAgendaHandler } from './queries/get-coach-agenda.handler';

/** The coach's agenda in the api: one coach's lessons and free trials, composed from lessons', trials', identity's and the catalogue's published queries. */
@Module({
  imports: [CqrsModule],
  controllers: [AdminAgendaController],
  providers: [GetCoachAgendaHandler],
})
export class CoachAgendaModule {}
