import type { EventMetadata } from '@coaching/server-core';

// News and contact inquiries are state-stored rows; what operators do to each is recorded on the row's own stream
// (`EventStore.record`), which the back office's audit log reads.

export const newsStream = (newsId: number) => ({ id: `news-${newsId}`, type: 'news' });
export const contactStream = (contactId: string) => ({ id: `contact-${contactId}`, type: 'contact' });

/** The operator who saved the change: the events' actor. */
export const byOperator = (operatorId: string): EventMetadata => ({ actor: { type: 'operator', id: operatorId } });
