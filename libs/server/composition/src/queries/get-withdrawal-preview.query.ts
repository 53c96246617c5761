import { Query } from '@nestjs/cqrs';
import type { WithdrawalPreview } from '@coaching/contracts';

/** What withdrawing would do to this member now (the page /mypage/withdraw and support's dialog); null for no member. */
export class GetWithdrawalPreviewQuery extends Query<WithdrawalPreview | null> {
  constructor(readonly memberId: string) {
    super();
  }
}
