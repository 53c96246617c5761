import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';
import { domainError, sql } from '@coaching/server-core';
import { CampErrors } from '../domain/camp-errors';
import { adminCampEventOf, type CampEventRow } from '../queries/camp-events';
import { SaveCampEventCommand } from './save-camp-event.command';

/**
 * Creates or edits a camp event. The capacity never goes below the seats already taken: the update is
 * conditional on it, so it cannot race a payment claiming seats.
 */
@CommandHandler(SaveCampEventCommand)
export class SaveCampEventHandler implements ICommandHandler<SaveCampEventCommand> {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async execute({ id, fields: f }: SaveCampEventCommand): Promise<AdminCampEvent> {
    const values = [f.name, f.venue, f.starts_at, f.ends_at, f.capacity, f.price, f.application_starts_at, f.application_ends_at, f.grade_from, f.grade_to];
    const em = this.em.fork();
    if (id === null) {
      const [row] = await sql<CampEventRow>(
        em,
        `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
        values,
      );
      return adminCampEventOf(row);
    }
    const [row] = await sql<CampEventRow>(
      em,
      `update camp_events set name = ?, venue = ?, starts_at = ?, ends_at = ?, capacity = ?, price = ?, application_starts_at = ?, application_ends_at = ?,
              grade_from = ?, grade_to = ?, updated_at = now()
        where id = ? and seats_taken <= ? returning *`,
      [...values, id, f.capacity],
    );
    if (row) return adminCampEventOf(row);
    const [exists] = await sql(em, 'select 1 from camp_events where id = ?', [id]);
    throw exists ? domainError(CampErrors.CAPACITY_BELOW_SEATED) : domainError(CampErrors.CAMP_NOT_FOUND);
  }
}
