import { PROFILE_PHOTO_MAX_BYTES, ProfileMessages } from '@coaching/contracts';
import { profilePhotoError } from './profile-photo';

describe('profilePhotoError', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'IMAGE/PNG'])('accepts %s', (type) => {
    expect(profilePhotoError({ type, size: 1024 })).toBeNull();
  });

  it.each(['', 'text/plain', 'application/pdf', 'image/svg+xml', 'image/heic'])('refuses %j as not an image the API takes', (type) => {
    expect(profilePhotoError({ type, size: 1024 })).toBe(ProfileMessages.photoNotImage);
  });

  it('accepts exactly 5 MB and refuses one byte more', () => {
    expect(profilePhotoError({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES })).toBeNull();
    expect(profilePhotoError({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe(ProfileMessages.photoTooLarge);
  });

  it('names the type problem first when both are wrong', () => {
    expect(profilePhotoError({ type: 'text/plain', size: PROFILE_PHOTO_MAX_BYTES * 2 })).toBe(ProfileMessages.photoNotImage);
  });
});
