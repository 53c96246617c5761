const dateTime = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
const date = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: 'long', day: 'numeric' });

/** 2026/11/22 10:30, in Asia/Tokyo whatever the browser's zone. */
export const formatDateTime = (value: string | Date) => dateTime.format(new Date(value));
/** 2026年11月22日, in Asia/Tokyo. */
export const formatDate = (value: string | Date) => date.format(new Date(value));
/** 22,000円 */
export const formatYen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;
