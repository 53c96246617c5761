import type { BankTransferDetails } from '@coaching/contracts';

// Where members send a bank transfer (how long they have: TRANSFER_DUE_DAYS in domain/charge-schedule.ts). The operator confirms these before launch
// (like the company details of the legal pages); the transfer-guide mail prints them.
export const BANK_ACCOUNT = {
  bankName: 'みずほ銀行',
  branchName: '渋谷支店',
  accountType: '普通',
  accountNumber: '1234567',
  accountHolder: 'カ）ジージーコーチ',
} as const;

/** The reference the member writes before their name, so an operator can match the transfer to the order. */
export const transferReference = (paymentId: string) => paymentId.replace(/-/g, '').slice(0, 8).toUpperCase();

/** Where the member sends the transfer of one order, as the API answers it (/mypage, the payment history). */
export const bankTransferDetails = (paymentId: string): BankTransferDetails => ({
  bank_name: BANK_ACCOUNT.bankName,
  branch_name: BANK_ACCOUNT.branchName,
  account_type: BANK_ACCOUNT.accountType,
  account_number: BANK_ACCOUNT.accountNumber,
  account_holder: BANK_ACCOUNT.accountHolder,
  reference: transferReference(paymentId),
});
