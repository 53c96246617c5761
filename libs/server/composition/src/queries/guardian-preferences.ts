import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { GuardianPreferences } from '@coaching/contracts';
import { sql } from '@coaching/server-core';

/**
 * What a guardian asked for in their area (issue 31, ADR 0047): the weekly summary mail, off until they turn it on.
 * Composition's own table (`guardian_preferences`): the summary composes many contexts, so its switch lives with it.
 */
@Injectable()
export class GuardianPreferencesStore {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  async of(guardianId: string): Promise<GuardianPreferences> {
    const [row] = await sql<{ weekly_summary: boolean }>(this.em.fork(), 'select weekly_summary from guardian_preferences where guardian_id = ?', [guardianId]);
    return { weekly_summary: row?.weekly_summary ?? false };
  }

  async save(guardianId: string, preferences: GuardianPreferences): Promise<GuardianPreferences> {
    await sql(
      this.em.fork(),
      `insert into guardian_preferences (guardian_id, weekly_summary, updated_at) values (?, ?, now())
       on conflict (guardian_id) do update set weekly_summary = excluded.weekly_summary, updated_at = now()`,
      [guardianId, preferences.weekly_summary],
    );
    return this.of(guardianId);
  }
}
