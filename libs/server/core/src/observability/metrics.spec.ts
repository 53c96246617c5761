import { Metrics } from './metrics';

const sample = (text: string, name: string) => text.split('\n').find((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `));

describe('Metrics: figures read on scrape', () => {
  it('reads a figure when scraped, and answers the same reading again within its time to live', async () => {
    const metrics = new Metrics('test');
    let reads = 0;
    metrics.collected({ name: 'coaching_test_rows', help: 'rows', ttlMs: 60_000, read: async () => [{ value: (reads += 1) * 10 }] });
    expect(reads).toBe(0);
    expect(sample((await metrics.exposition()).body, 'coaching_test_rows')).toBe('coaching_test_rows{service="test"} 10');
    expect(sample((await metrics.exposition()).body, 'coaching_test_rows')).toBe('coaching_test_rows{service="test"} 10');
    expect(reads).toBe(1);
  });

  it('keeps the previous values when a reading fails, instead of failing the scrape', async () => {
    const metrics = new Metrics('test');
    let fail = false;
    metrics.collected({ name: 'coaching_test_lag', help: 'lag', ttlMs: 0, read: async () => (fail ? Promise.reject(new Error('database away')) : [{ value: 3 }]) });
    expect(sample((await metrics.exposition()).body, 'coaching_test_lag')).toBe('coaching_test_lag{service="test"} 3');
    fail = true;
    expect(sample((await metrics.exposition()).body, 'coaching_test_lag')).toBe('coaching_test_lag{service="test"} 3');
  });

  it('answers a counter read from a record as a counter, one sample per label', async () => {
    const metrics = new Metrics('test');
    metrics.collected({
      name: 'coaching_test_charges_total',
      help: 'charges',
      type: 'counter',
      labelNames: ['outcome'],
      read: async () => [
        { labels: { outcome: 'succeeded' }, value: 4 },
        { labels: { outcome: 'failed' }, value: 0 },
      ],
    });
    const { body } = await metrics.exposition();
    expect(body).toContain('# TYPE coaching_test_charges_total counter');
    expect(body).toContain('coaching_test_charges_total{outcome="succeeded",service="test"} 4');
    expect(body).toContain('coaching_test_charges_total{outcome="failed",service="test"} 0');
  });

  it('has Node’s own process figures', async () => {
    expect((await new Metrics('test').exposition()).body).toContain('process_resident_memory_bytes{service="test"}');
  });
});
