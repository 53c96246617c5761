import type { AppConfig } from '@coaching/server-core';
import { OrderChanges } from './order-changes';

describe('OrderChanges', () => {
  it('given the database cannot be reached, when a page subscribes, then it is refused and no listener is kept', async () => {
    // Port 9 (discard) refuses the connection at once on this machine's loopback.
    const changes = new OrderChanges({ DATABASE_URL: 'postgresql://postgres@127.0.0.1:9/none' } as AppConfig);
    const listener = jest.fn();
    await expect(changes.subscribe('payment-1', listener)).rejects.toThrow();
    expect((changes as unknown as { listeners: Map<string, unknown> }).listeners.size).toBe(0);
    await changes.onModuleDestroy();
  });
});
