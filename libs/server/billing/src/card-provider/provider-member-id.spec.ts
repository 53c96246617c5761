import { providerMemberIdFor } from './provider-member-id';

describe('our member id at the card provider', () => {
  it('is gg- and the first 24 hex digits of the user uuid, the same every time', () => {
    expect(providerMemberIdFor('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe('gg-0f8fad5bd9cb469fa1657086');
    expect(providerMemberIdFor('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(providerMemberIdFor('0F8FAD5B-D9CB-469F-A165-70867728950E'));
  });

  it('refuses what is not a uuid', () => {
    expect(() => providerMemberIdFor('not-a-uuid')).toThrow(RangeError);
  });
});
