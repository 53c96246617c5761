import { SUSPENSION_GROUND_LABELS, type MemberSuspension } from '@coaching/contracts';
import type { User } from '../entities/user.entity';

/** The member's suspension as the member and support read it (spec §4 terms), or null in good standing. */
export function suspensionOf(user: Pick<User, 'suspendedAt' | 'suspensionGround' | 'suspensionReason'>): MemberSuspension | null {
  if (!user.suspendedAt || !user.suspensionGround) return null;
  return {
    ground: user.suspensionGround,
    ground_label: SUSPENSION_GROUND_LABELS[user.suspensionGround],
    reason: user.suspensionReason ?? '',
    suspended_at: user.suspendedAt.toISOString(),
  };
}
