import { z } from 'zod';
import { Messages } from './messages';
import { toFieldErrors } from './validation';

describe('toFieldErrors', () => {
  const schema = z.object({ period: z.number({ error: '期間を選択してください。' }).int('期間を選択してください。').max(6, '期間を選択してください。'), note: z.string().optional() });

  it('names each message of a field once', () => {
    const result = schema.safeParse({ period: 7.5 });
    expect(toFieldErrors(result.error!)).toEqual({ period: ['期間を選択してください。'] });
  });

  it('words a request that is not an object as a malformed request, in Japanese', () => {
    const result = schema.safeParse([1, 2]);
    expect(toFieldErrors(result.error!)).toEqual({ _: [Messages.common.invalidRequest] });
  });

  it("words zod's own messages in Japanese", () => {
    const [message] = toFieldErrors(schema.safeParse({ period: 1, note: 5 }).error!).note;
    expect(message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});
