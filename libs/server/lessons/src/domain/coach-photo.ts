import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
export const COACH_PHOTO_SIZE = 512;

/** The upload is not a photo in a format we accept, whatever its name or declared type said. */
export class CoachPhotoNotAnImage extends Error {}

/**
 * Identity's rule for a member's photo, for a coach's: the upload is read by its content (never its name or declared
 * type), anything that is not a photo format is refused, and it is re-encoded as a square WebP without metadata, so
 * what is stored and served can only ever be an image.
 */
export async function reencodeCoachPhoto(upload: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new CoachPhotoNotAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new CoachPhotoNotAnImage();
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(COACH_PHOTO_SIZE, COACH_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new CoachPhotoNotAnImage();
  }
}
