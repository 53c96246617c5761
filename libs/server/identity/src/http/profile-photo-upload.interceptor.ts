import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { PROFILE_PHOTO_MAX_BYTES } from '@coaching/contracts';
import { assertSafeText, domainError } from '@coaching/server-core';
import type { Observable } from 'rxjs';
import { IdentityErrors } from '../domain/identity-errors';

/** Multer in memory for one `profile_photo` file; an oversized file is a 422 with the spec-style message. */
@Injectable()
export class ProfilePhotoUpload implements NestInterceptor {
  private readonly multer = new (FileInterceptor('profile_photo', { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      const handled = await this.multer.intercept(context, next);
      // Multipart text fields are parsed here, after the app-wide check of JSON and form bodies.
      assertSafeText(context.switchToHttp().getRequest<{ body?: unknown }>().body);
      return handled;
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw domainError(IdentityErrors.PHOTO_TOO_LARGE);
      throw error;
    }
  }
}
