import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BillingModule } from './billing.module';
import { PlaceOrderHandler } from './commands/place-order.handler';
import { CancelOrderHandler } from './commands/cancel-order.handler';
import { RecordTransferReceivedHandler } from './commands/record-transfer-received.handler';
import { OrderCancellationController } from './http/order-cancellation.controller';
import { SubscriptionsController } from './http/subscriptions.controller';
import { GetMemberSubscriptionsHandler } from './queries/get-member-subscriptions.handler';
import { GetPaidGameIdsHandler } from './queries/get-paid-game-ids.handler';
import { HasPersonalInformationHandler } from './queries/has-personal-information.handler';
import { ListMemberItemsHandler } from './queries/list-member-items.handler';
import { AdminPaymentsController } from './http/admin-payments.controller';
import { PaymentsController } from './http/payments.controller';
import { PurchaseController } from './http/purchase.controller';
import { OrderChanges } from './http/order-changes';
import { BillingEventHandlers } from './billing-event-handlers';
import { AdminRefundsController } from './http/admin-refunds.controller';
import { DecideOrderRefundHandler, ExecuteOrderRefundHandler, RecordBankRefundPaidHandler, RequestOrderRefundHandler, WithdrawOrderRefundHandler } from './commands/refund-order.handlers';
import { GetAdminPaymentHandler } from './queries/get-admin-payment.handler';
import { GetAdminRefundHandler } from './queries/get-admin-refund.handler';
import { GetMemberPaymentHandler } from './queries/get-member-payment.handler';
import { GetPaymentReceiptHandler } from './queries/get-payment-receipt.handler';
import { GetMemberOrderHandler } from './queries/get-member-order.handler';
import { GetRefundQuoteHandler } from './queries/get-refund-quote.handler';
import { ListAdminPaymentsHandler } from './queries/list-admin-payments.handler';
import { ListAdminRefundsHandler } from './queries/list-admin-refunds.handler';
import { ListPaymentHistoryHandler } from './queries/list-payment-history.handler';
import { GuardianPurchaseController } from './http/guardian-purchase.controller';
import { ListPaymentsPaidForHandler } from './queries/list-payments-paid-for.handler';

/**
 * The purchase flow in the api: purchases, the member's payments (with live changes), and the back
 * office's payments and bank-transfer receipts. Charging happens in the worker (`BillingJobsModule`).
 */
@Module({
  imports: [CqrsModule, BillingModule],
  controllers: [PurchaseController, OrderCancellationController, PaymentsController, SubscriptionsController, AdminPaymentsController, AdminRefundsController, GuardianPurchaseController],
  providers: [PlaceOrderHandler, RecordTransferReceivedHandler, CancelOrderHandler, GetMemberSubscriptionsHandler, GetPaidGameIdsHandler, HasPersonalInformationHandler, ListMemberItemsHandler,
    OrderChanges,
    BillingEventHandlers,
    RequestOrderRefundHandler,
    DecideOrderRefundHandler,
    WithdrawOrderRefundHandler,
    ExecuteOrderRefundHandler,
    RecordBankRefundPaidHandler,
    // The member's payments and the back office's payments and refunds, read behind the controllers.
    ListPaymentHistoryHandler,
    GetMemberPaymentHandler,
    GetPaymentReceiptHandler,
    GetMemberOrderHandler,
    ListAdminPaymentsHandler,
    GetAdminPaymentHandler,
    ListAdminRefundsHandler,
    GetAdminRefundHandler,
    GetRefundQuoteHandler,
    // A guardian's payments for a child (ADR 0038).
    ListPaymentsPaidForHandler,
  ],
})
export class OrdersModule {}
