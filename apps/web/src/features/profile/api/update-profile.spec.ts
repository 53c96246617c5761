import { profileFormData } from './update-profile';

describe('profileFormData', () => {
  const base = { last_name: '山田', first_name: '太郎', email: 'taro@example.jp', discord_id: null };

  it('sends PUT over POST with the text fields and no photo when none was chosen', () => {
    const form = profileFormData(base);
    expect(form.get('_method')).toBe('PUT');
    expect(form.get('last_name')).toBe('山田');
    expect(form.get('first_name')).toBe('太郎');
    expect(form.get('email')).toBe('taro@example.jp');
    expect(form.has('discord_id')).toBe(false);
    expect(form.has('profile_photo')).toBe(false);
  });

  it('adds the Discord id and the photo file when present', () => {
    const photo = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const form = profileFormData({ ...base, discord_id: 'taro#1', profile_photo: photo });
    expect(form.get('discord_id')).toBe('taro#1');
    const sent = form.get('profile_photo');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('me.png');
  });
});
