import { PROFILE_PHOTO_MAX_BYTES, ProfileMessages } from '@coaching/contracts';

/** The formats the API re-encodes (named in ProfileMessages.photoNotImage). */
export const PROFILE_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/**
 * Spec §5 "photo must be an image", checked before upload: the browser's MIME type (from the file's
 * content sniffing or its name) must be one the API accepts, and the size at most 5 MB. The server
 * checks the bytes again; this only spares a doomed upload. Returns the message to show, or null.
 */
export function profilePhotoError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PROFILE_PHOTO_TYPES.includes(file.type.toLowerCase())) return ProfileMessages.photoNotImage;
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return ProfileMessages.photoTooLarge;
  return null;
}
