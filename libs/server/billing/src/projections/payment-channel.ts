/** The channel the payments projection notifies on; PostgreSQL delivers it when the transaction commits. */
export const PAYMENT_CHANGED_CHANNEL = 'payment_changed';
