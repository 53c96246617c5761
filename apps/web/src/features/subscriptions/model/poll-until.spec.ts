import { pollUntil } from './poll-until';

describe('pollUntil', () => {
  // given the readings the server gives in turn, when a page waits for a change, then it reads until it sees it
  const given = (readings: number[]) => {
    const left = [...readings];
    const waits: number[] = [];
    const read = jest.fn(async () => left.shift() ?? -1);
    const sleep = async (ms: number) => void waits.push(ms);
    return { read, waits, poll: (attempts: number) => pollUntil(read, (n) => n >= 2, { attempts, intervalMs: 400, sleep }) };
  };

  it('answers the first reading that shows the change, waiting between readings', async () => {
    const { read, waits, poll } = given([0, 1, 2, 3]);
    await expect(poll(8)).resolves.toBe(2);
    expect(read).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([400, 400]);
  });

  it('does not wait when the first reading already shows it', async () => {
    const { read, waits, poll } = given([5]);
    await expect(poll(8)).resolves.toBe(5);
    expect(read).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('gives up after its attempts with the last reading', async () => {
    const { read, poll } = given([0, 0, 1, 9]);
    await expect(poll(3)).resolves.toBe(1);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('ends with a failed reading', async () => {
    const read = jest.fn().mockResolvedValueOnce(0).mockRejectedValueOnce(new Error('offline'));
    await expect(pollUntil(read, () => false, { attempts: 5, intervalMs: 1, sleep: async () => undefined })).rejects.toThrow('offline');
  });
});
