import { Query } from '@nestjs/cqrs';

/** The school's account that bank transfers go to, as the transfer-guide mails print it. */
export interface TransferAccount {
  bankName: string;
  branchName: string;
  accountType: string;
  accountNumber: string;
  accountHolder: string;
}

/** Where a bank transfer is sent (for another context's transfer-guide mail, e.g. the camp's). */
export class GetTransferAccountQuery extends Query<TransferAccount> {}
