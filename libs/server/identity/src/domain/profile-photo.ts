import sharp from 'sharp';
import { NotAnImageError } from './not-an-image.error';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
export const PROFILE_PHOTO_SIZE = 512;

/**
 * Reads the upload by its content (never its name or declared type), refuses anything that is not a
 * photo format, and re-encodes it as a square WebP without metadata: what we store and serve can only
 * ever be an image, whatever bytes were sent.
 */
export async function reencodeProfilePhoto(upload: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
  try {
    return await sharp(upload, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(PROFILE_PHOTO_SIZE, PROFILE_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
}
