import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from '../billing.module';
import { PurchaseHandler } from './commands/purchase.handler';
import { RecordTransferReceivedHandler } from './commands/record-transfer-received.handler';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { PaymentsController } from './http/payments.controller';
import { PurchaseController } from './http/purchase.controller';
import { PaymentChanges } from './payment-changes';
import { PaymentsProjectionRegistration } from './projections/payments-projection.registration';

/**
 * The purchase flow in the api: purchases, the member's payments (with live changes), and the back
 * office's payments and bank-transfer receipts. Charging happens in the worker (`BillingJobsModule`).
 */
@Module({
  imports: [CqrsModule, BillingModule],
  controllers: [PurchaseController, PaymentsController, AdminPaymentsController],
  providers: [PurchaseHandler, RecordTransferReceivedHandler, PaymentChanges, PaymentsProjectionRegistration],
})
export class OrdersModule {}
