import sharp from 'sharp';
import { NotAnImageError, reencodeSquarePhoto, SQUARE_PHOTO_SIZE } from './square-photo';

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: { r: 52, g: 81, b: 209 } } }).png().toBuffer();

describe('reencodeSquarePhoto', () => {
  it('turns a photo into a square WebP', async () => {
    const out = await reencodeSquarePhoto(await png(900, 600));
    const meta = await sharp(out).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', SQUARE_PHOTO_SIZE, SQUARE_PHOTO_SIZE]);
  });

  it.each([
    ['HTML pretending to be a PNG', Buffer.from('<html><script>alert(1)</script></html>')],
    ['an SVG with script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>')],
    ['a truncated PNG', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0])],
    ['nothing at all', Buffer.alloc(0)],
  ])('refuses %s', async (_label, bytes) => {
    await expect(reencodeSquarePhoto(bytes)).rejects.toBeInstanceOf(NotAnImageError);
  });
});
