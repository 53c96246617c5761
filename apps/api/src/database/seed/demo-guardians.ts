import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { EventStore, hashPassword, sql } from '@coaching/server-core';
import { runLinkCommand } from '@coaching/server-identity';
import { DEMO_MEMBER } from './catalogue';

/** The demo guardian (issue 31): a guardian's own account, linked to the demo member. Stable ids, so a second seed changes nothing. */
export const DEMO_GUARDIAN = {
  id: 'd0000000-0000-4000-8000-000000000031',
  email: 'guardian@ggcoach.example',
  password: 'guardian-demo-password',
  lastName: '山田',
  firstName: '花子',
  linkId: 'd0000000-0000-4000-8000-000000000131',
} as const;

/** The guardian's account, and the link the demo member asked for and the guardian accepted, on the link's stream. */
export async function seedDemoGuardian(app: INestApplicationContext): Promise<void> {
  const em = app.get(EntityManager);
  const store = app.get(EventStore);
  await sql(
    em.fork(),
    `insert into users (id, email, password_hash, last_name, first_name, email_verified_at, kind) values (?, ?, ?, ?, ?, now(), 'guardian')
     on conflict (lower(email)) do update set password_hash = excluded.password_hash`,
    [DEMO_GUARDIAN.id, DEMO_GUARDIAN.email, await hashPassword(DEMO_GUARDIAN.password), DEMO_GUARDIAN.lastName, DEMO_GUARDIAN.firstName],
  );
  const [[member], [link]] = await Promise.all([
    sql<{ id: string }>(em.fork(), 'select id from users where lower(email) = lower(?)', [DEMO_MEMBER.email]),
    sql<{ id: string }>(em.fork(), 'select id from guardian_links where id = ?', [DEMO_GUARDIAN.linkId]),
  ]);
  if (link) return;
  const at = new Date().toISOString();
  await runLinkCommand(
    em,
    store,
    DEMO_GUARDIAN.linkId,
    { type: 'RequestLink', data: { linkId: DEMO_GUARDIAN.linkId, requestedBy: 'member', requesterId: member.id, inviteeEmail: DEMO_GUARDIAN.email, scopes: ['lessons', 'courses'], requestedAt: at } },
    { type: 'system' },
  );
  await runLinkCommand(
    em,
    store,
    DEMO_GUARDIAN.linkId,
    { type: 'AcceptLink', data: { by: { party: 'guardian', id: DEMO_GUARDIAN.id, email: DEMO_GUARDIAN.email }, at, minor: false, liveGuardians: 0 } },
    { type: 'system' },
  );
}
