import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type EventStore } from '@coaching/server-core';
import { campApplicationStream, type CampApplicationEvent, type CampPaymentRequestedData } from '../domain/camp-application.decider';

/** What the back office's commands read of an application besides its stream: its parent and its camp. */
export interface ApplicationContact {
  id: string;
  email: string;
  name: string;
  camp_event_id: number;
}

export async function applicationContact(em: EntityManager, applicationId: string): Promise<ApplicationContact | null> {
  const [row] = await sql<ApplicationContact>(em, 'select id, email, name, camp_event_id from camp_applications where id = ?', [applicationId]);
  return row ?? null;
}

/** The application's last payment request as its stream holds it (a failure or a release clears it from the state). */
export async function lastPaymentRequest(em: EntityManager, store: EventStore, applicationId: string): Promise<CampPaymentRequestedData | null> {
  const { events } = await store.readStream<CampApplicationEvent>(em, campApplicationStream(applicationId).id);
  const requested = events.findLast((event) => event.type === 'CampPaymentRequested');
  return requested ? (requested.data as CampPaymentRequestedData) : null;
}
