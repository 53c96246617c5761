import { EntityManager } from '@mikro-orm/postgresql';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { GUARDIAN_LINK_STATUS_LABELS, type GuardianLinkView, type GuardianScope } from '@coaching/contracts';
import { sql } from '@coaching/server-core';
import { ListGuardianLinksQuery } from './list-guardian-links.query';

interface LinkRow {
  id: string;
  status: 'pending' | 'active' | 'ended';
  expires_at: Date | null;
  adult_confirmed_at: Date | null;
  requested_by: 'member' | 'guardian';
  requested_at: Date;
  invitee_email: string;
  scopes: GuardianScope[];
  accepted_at: Date | null;
  minor_consent_at: Date | null;
  ended_at: Date | null;
  ended_by: GuardianLinkView['ended_by'];
  member_public_id: string | null;
  member_name: string | null;
  member_email: string | null;
  guardian_public_id: string | null;
  guardian_name: string | null;
  guardian_email: string | null;
}

const SELECT = `select l.id, l.status, l.expires_at, l.adult_confirmed_at, l.requested_by, l.requested_at, l.invitee_email, l.scopes, l.accepted_at, l.minor_consent_at, l.ended_at, l.ended_by,
       m.public_id as member_public_id, nullif(concat_ws(' ', m.last_name, m.first_name), '') as member_name, m.email as member_email,
       g.public_id as guardian_public_id, nullif(concat_ws(' ', g.last_name, g.first_name), '') as guardian_name, g.email as guardian_email
  from guardian_links l
  left join users m on m.id = l.member_id
  left join users g on g.id = l.guardian_id`;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

@QueryHandler(ListGuardianLinksQuery)
export class ListGuardianLinksHandler implements IQueryHandler<ListGuardianLinksQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ viewer }: ListGuardianLinksQuery): Promise<GuardianLinkView[]> {
    const em = this.em.fork();
    const now = new Date();
    if ('accountId' in viewer) return (await sql<LinkRow>(em, `${SELECT} where ? in (l.member_id, l.guardian_id) order by l.requested_at desc`, [viewer.accountId])).map((r) => view(r, null, now));
    const column = viewer.party === 'member' ? 'member_id' : 'guardian_id';
    // Pending invitations to the viewer's address from the other kind of account, and every link naming the viewer.
    const rows = await sql<LinkRow>(
      em,
      `${SELECT} where l.${column} = ?
          or (l.status = 'pending' and l.${column} is null and l.requested_by <> ? and lower(l.invitee_email) = (select lower(email) from users where id = ?))
        order by l.requested_at desc`,
      [viewer.id, viewer.party, viewer.id],
    );
    return rows.map((r) => view(r, viewer.party, now));
  }
}

function view(r: LinkRow, viewer: 'member' | 'guardian' | null, now: Date): GuardianLinkView {
  // A pending invitation past its date reads 期限切れ (the decider refuses its acceptance from the stream's dates alike).
  const status: GuardianLinkView['status'] = r.status === 'pending' && r.expires_at !== null && new Date(r.expires_at) < now ? 'expired' : r.status;
  return {
    id: r.id,
    status,
    status_label: GUARDIAN_LINK_STATUS_LABELS[status],
    requested_by: r.requested_by,
    requested_at: iso(r.requested_at)!,
    invitee_email: r.invitee_email,
    member: r.member_public_id ? { id_str: r.member_public_id, name: r.member_name, email: r.member_email! } : null,
    guardian: r.guardian_public_id ? { id_str: r.guardian_public_id, name: r.guardian_name, email: r.guardian_email! } : null,
    scopes: r.scopes,
    accepted_at: iso(r.accepted_at),
    minor_consent_at: iso(r.minor_consent_at),
    ended_at: iso(r.ended_at),
    ended_by: r.ended_by,
    can_accept: viewer !== null && status === 'pending' && r.requested_by !== viewer,
    expires_at: r.status === 'pending' ? iso(r.expires_at) : null,
    adult_confirmed_at: iso(r.adult_confirmed_at),
    // The student's own read answers it (composed with billing's birthday); identity alone does not know it.
    needs_adult_confirmation: false,
  };
}
