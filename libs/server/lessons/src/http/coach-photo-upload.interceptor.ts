import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, PayloadTooLargeException } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { COACH_PHOTO_MAX_BYTES } from '@coaching/contracts';
import { assertSafeText, domainError } from '@coaching/server-core';
import type { Observable } from 'rxjs';
import { LessonErrors } from '../domain/lessons-errors';

/** Multer in memory for one `photo` file; an oversized file is a 422 with the Japanese message, as a member's photo. */
@Injectable()
export class CoachPhotoUpload implements NestInterceptor {
  private readonly multer = new (FileInterceptor('photo', { limits: { fileSize: COACH_PHOTO_MAX_BYTES, files: 1, fields: 5, fieldSize: 1_000 } }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      const handled = await this.multer.intercept(context, next);
      assertSafeText(context.switchToHttp().getRequest<{ body?: unknown }>().body);
      return handled;
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw domainError(LessonErrors.COACH_PHOTO_TOO_LARGE);
      throw error;
    }
  }
}
