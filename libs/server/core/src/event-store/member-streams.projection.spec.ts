import { membersNamedBy, MemberStreamsProjection } from './member-streams.projection';
import { ProjectionRegistry } from './projection';

describe('the member index (member-streams)', () => {
  const id = '0f9c5e2a-1b2c-4d3e-8f90-123456789abc';
  const other = '1a2b3c4d-1b2c-4d3e-8f90-123456789abc';

  it('reads the members an event names: memberId, each of memberIds, nothing else', () => {
    expect(membersNamedBy({ memberId: id.toUpperCase() })).toEqual([id]);
    expect(membersNamedBy({ memberIds: [id, other, id] })).toEqual([id, other]);
    expect(membersNamedBy({ memberId: null, email: 'parent@example.jp' })).toEqual([]);
    expect(membersNamedBy({ memberId: 'not-a-uuid' })).toEqual([]);
    expect(membersNamedBy(null)).toEqual([]);
  });

  it('is given every event type, beside the projections of that type', () => {
    const registry = new ProjectionRegistry();
    const index = new MemberStreamsProjection();
    const payments = { name: 'payments', eventTypes: ['PaymentRequested'], apply: async () => undefined, reset: async () => undefined };
    registry.register(index);
    registry.register(payments);
    expect(registry.forEvent('PaymentRequested')).toEqual([payments, index]);
    expect(registry.forEvent('AnythingElse')).toEqual([index]);
  });
});
