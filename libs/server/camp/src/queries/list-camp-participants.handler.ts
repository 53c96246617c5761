import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CampApplicationStatus, CampChild } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { campEventById } from './camp-events';
import { ListCampParticipantsQuery, type CampParticipant } from './list-camp-participants.query';

@QueryHandler(ListCampParticipantsQuery)
export class ListCampParticipantsHandler implements IQueryHandler<ListCampParticipantsQuery> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ campEventId }: ListCampParticipantsQuery): Promise<{ campName: string; participants: CampParticipant[] } | null> {
    const em = this.em.fork();
    const camp = await campEventById(em, campEventId);
    if (!camp) return null;
    const rows = await sql<{ id: string; name: string; kana: string; phone_number: string; email: string; status: CampApplicationStatus; children: CampChild[] }>(
      em,
      "select id, name, kana, phone_number, email, status, children from camp_applications where camp_event_id = ? and status in ('paid', 'awaiting_transfer') order by kana, applied_at",
      [campEventId],
    );
    const participants = rows.flatMap((row) =>
      row.children.map((child) => ({ ...child, application_id: row.id, parent_name: row.name, parent_kana: row.kana, parent_phone: row.phone_number, parent_email: row.email, status: row.status })),
    );
    return { campName: camp.name, participants };
  }
}
