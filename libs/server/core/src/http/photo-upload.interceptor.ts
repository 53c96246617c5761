import { type CallHandler, type ExecutionContext, mixin, type NestInterceptor, PayloadTooLargeException, type Type } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Observable } from 'rxjs';
import { domainError } from '../errors/domain-error';
import type { ErrorCode } from '../errors/domain-error';
import { assertSafeText } from './unsafe-text';

/**
 * The one interceptor for a photo upload (a member's profile photo, a coach's): multer in memory for one file in
 * `field`, at most `maxBytes` (larger: the context's `tooLarge` error, a 422 in Japanese), and the multipart text
 * fields checked like every other body (they are parsed here, after the app-wide check of JSON and form bodies).
 * The photo itself goes through `reencodeSquarePhoto`.
 */
export function PhotoUpload(field: string, maxBytes: number, tooLarge: ErrorCode, textFields = { fields: 10, fieldSize: 10_000 }): Type<NestInterceptor> {
  class PhotoUploadInterceptor implements NestInterceptor {
    private readonly multer = new (FileInterceptor(field, { limits: { fileSize: maxBytes, files: 1, ...textFields } }))();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        const handled = await this.multer.intercept(context, next);
        assertSafeText(context.switchToHttp().getRequest<{ body?: unknown }>().body);
        return handled;
      } catch (error) {
        if (error instanceof PayloadTooLargeException) throw domainError(tooLarge);
        throw error;
      }
    }
  }
  return mixin(PhotoUploadInterceptor);
}
