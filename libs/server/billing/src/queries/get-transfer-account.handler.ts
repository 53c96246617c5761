import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BANK_ACCOUNT } from '../domain/bank-account';
import { GetTransferAccountQuery, type TransferAccount } from './get-transfer-account.query';

@QueryHandler(GetTransferAccountQuery)
export class GetTransferAccountHandler implements IQueryHandler<GetTransferAccountQuery> {
  async execute(): Promise<TransferAccount> {
    return { ...BANK_ACCOUNT };
  }
}
