import type { Response } from 'express';

/** A stored coach photo: private to whoever may see it, cached by its versioned address. */
export function sendPhoto(res: Response, webp: Buffer): void {
  res.setHeader('Content-Type', 'image/webp');
  res.setHeader('Cache-Control', 'private, max-age=86400');
  res.setHeader('Content-Disposition', 'inline; filename="coach.webp"');
  res.end(webp);
}
