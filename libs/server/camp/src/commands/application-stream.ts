import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from '@coaching/server-core';

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
