import sharp from 'sharp';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** The side of a stored photo (a member's, a coach's), in pixels. */
export const SQUARE_PHOTO_SIZE = 512;

/** The upload is not a photo in a format we accept, whatever its name or declared type said. */
export class NotAnImageError extends Error {}

/**
 * The one rule for an uploaded photo (a member's profile photo, a coach's): reads the upload by its content (never its
 * name or declared type), refuses anything that is not a photo format, and re-encodes it as a square WebP without
 * metadata: what we store and serve can only ever be an image, whatever bytes were sent.
 */
export async function reencodeSquarePhoto(upload: Buffer): Promise<Buffer> {
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
      .resize(SQUARE_PHOTO_SIZE, SQUARE_PHOTO_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new NotAnImageError();
  }
}
