import { mailSalutationOf } from './salutation';

describe('mailSalutationOf', () => {
  it('greets a member by name', () => {
    expect(mailSalutationOf({ lastName: '山田', firstName: '太郎' })).toBe('山田 太郎 様');
    expect(mailSalutationOf({ lastName: '山田', firstName: null })).toBe('山田 様');
  });

  it('says お客様 (never 「お客 様」) to a member with no name, blank or unknown', () => {
    expect(mailSalutationOf({ lastName: null, firstName: null })).toBe('お客様');
    expect(mailSalutationOf({ lastName: ' ', firstName: '' })).toBe('お客様');
    expect(mailSalutationOf(undefined)).toBe('お客様');
  });
});
