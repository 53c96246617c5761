import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AdminCampEvent } from '@coaching/contracts';
import { changedFields, domainError, EventStore, sql, sqlTransaction } from '@coaching/server-core';
import { campEventStream } from '../domain/camp-event-stream';
import { CampErrors } from '../domain/camp-errors';
import { adminCampEventOf, type CampEventRow } from '../queries/camp-events';
import { SaveCampEventCommand } from './save-camp-event.command';

/**
 * Creates or edits a camp event, and records it on the camp's stream in the same transaction. The capacity never
 * goes below the seats already taken: the update is conditional on it, so it cannot race a payment claiming seats.
 */
@CommandHandler(SaveCampEventCommand)
export class SaveCampEventHandler implements ICommandHandler<SaveCampEventCommand> {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(EventStore) private readonly store: EventStore,
  ) {}

  async execute({ id, fields: f, operatorId }: SaveCampEventCommand): Promise<AdminCampEvent> {
    const values = [f.name, f.venue, f.starts_at, f.ends_at, f.capacity, f.price, f.application_starts_at, f.application_ends_at, f.grade_from, f.grade_to];
    const metadata = { actor: { type: 'operator' as const, id: operatorId } };
    return sqlTransaction(this.em, async (tx) => {
      if (id === null) {
        const [row] = await sql<CampEventRow>(
          tx,
          `insert into camp_events (name, venue, starts_at, ends_at, capacity, price, application_starts_at, application_ends_at, grade_from, grade_to)
           values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
          values,
        );
        await this.store.record(tx, campEventStream(row.id), [{ type: 'CampEventCreated', data: { campEventId: row.id, name: row.name } }], metadata);
        return adminCampEventOf(row);
      }
      const [before] = await sql<CampEventRow>(tx, 'select * from camp_events where id = ? for update', [id]);
      if (!before) throw domainError(CampErrors.CAMP_NOT_FOUND);
      const [row] = await sql<CampEventRow>(
        tx,
        `update camp_events set name = ?, venue = ?, starts_at = ?, ends_at = ?, capacity = ?, price = ?, application_starts_at = ?, application_ends_at = ?,
                grade_from = ?, grade_to = ?, updated_at = now()
          where id = ? and seats_taken <= ? returning *`,
        [...values, id, f.capacity],
      );
      if (!row) throw domainError(CampErrors.CAPACITY_BELOW_SEATED);
      const changed = changedFields(adminCampEventOf(before), adminCampEventOf(row), Object.keys(f));
      if (changed.length) await this.store.record(tx, campEventStream(id), [{ type: 'CampEventChanged', data: { campEventId: id, name: row.name, changed } }], metadata);
      return adminCampEventOf(row);
    });
  }
}
