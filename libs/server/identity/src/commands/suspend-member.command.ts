import { Command } from '@nestjs/cqrs';
import type { SuspensionGround } from '@coaching/contracts';

/** Support suspends a member (spec §4 terms), with the ground and the reason the member will read. */
export class SuspendMemberCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly ground: SuspensionGround,
    readonly reason: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}

/** Support lifts a member's suspension. */
export class LiftMemberSuspensionCommand extends Command<void> {
  constructor(
    readonly memberId: string,
    readonly operator: { id: string; name: string },
  ) {
    super();
  }
}
