// A camp event is a state-stored row (`camp_events`); what operators do to it is recorded on its own stream
// (`EventStore.record`), which the back office's audit log reads.
export const campEventStream = (campEventId: number) => ({ id: `camp-event-${campEventId}`, type: 'camp-event' });
