import { EntityManager } from '@mikro-orm/postgresql';
import {
  Body,
  type CallHandler,
  Controller,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
  Param,
  PayloadTooLargeException,
  Post,
  Put,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { FileInterceptor } from '@nestjs/platform-express';
import { type CurrentUser, PROFILE_PHOTO_MAX_BYTES, ProfileMessages, profileUpdateSchema } from '@coaching/contracts';
import { domainError, MemberGuard, MemberId, parseWith, sql } from '@coaching/server-core';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { IdentityErrors } from '../domain/identity-errors';
import { CurrentUsers } from '../members/current-user';
import { User } from '../members/user.entity';
import { NotAnImageError, reencodeProfilePhoto } from './profile-photo';
import { UpdateProfileCommand } from './update-profile.command';

/** Multer in memory for one `profile_photo` file; an oversized file is a 422 with the spec-style message. */
@Injectable()
class ProfilePhotoUpload implements NestInterceptor {
  private readonly multer = new (FileInterceptor('profile_photo', { limits: { fileSize: PROFILE_PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000 } }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw domainError(IdentityErrors.PHOTO_TOO_LARGE);
      throw error;
    }
  }
}

/** Profile edit (spec §7: multipart `POST /api/profile` with `_method=PUT`, and `PUT /api/profile`) and the photo. */
@Controller('api/profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    @Inject(CurrentUsers) private readonly currentUsers: CurrentUsers,
  ) {}

  @Put()
  @UseGuards(MemberGuard)
  async put(@MemberId() userId: string, @Body() body: unknown) {
    return this.update(userId, body);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberGuard)
  @UseInterceptors(ProfilePhotoUpload)
  async post(@MemberId() userId: string, @Body() body: Record<string, unknown>, @UploadedFile() file?: { buffer: Buffer }) {
    let photo: Buffer | undefined;
    if (file) {
      photo = await reencodeProfilePhoto(file.buffer).catch((error) => {
        throw error instanceof NotAnImageError ? domainError(IdentityErrors.PHOTO_NOT_IMAGE) : error;
      });
    }
    return this.update(userId, body, photo);
  }

  /** Always an image (re-encoded WebP); `nosniff` is set for every answer by helmet. */
  @Get('photo/:publicId')
  async photo(@Param('publicId') publicId: string, @Res() res: Response): Promise<void> {
    const [row] = /^[0-9a-f]{32}$/.test(publicId)
      ? await sql<{ webp: Buffer }>(this.em.fork(), 'select p.webp from profile_photos p join users u on u.id = p.user_id where u.public_id = ?', [publicId])
      : [];
    if (!row) throw domainError(IdentityErrors.PHOTO_NOT_FOUND);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('Content-Disposition', 'inline; filename="profile.webp"');
    res.end(row.webp);
  }

  private async update(userId: string, body: unknown, photo?: Buffer): Promise<{ message: string; data: CurrentUser }> {
    const { _method: _ignored, ...fields } = (body ?? {}) as Record<string, unknown>;
    const update = parseWith(profileUpdateSchema, fields);
    await this.commands.execute(new UpdateProfileCommand(userId, update, photo));
    const em = this.em.fork();
    return { message: ProfileMessages.updated, data: await this.currentUsers.answer(em, await em.findOneOrFail(User, { id: userId })) };
  }
}
