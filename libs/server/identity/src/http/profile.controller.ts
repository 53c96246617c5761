import { EntityManager } from '@mikro-orm/postgresql';
import { Body, Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Put, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type CurrentUser, ProfileMessages, profileUpdateSchema } from '@coaching/contracts';
import { AllowUnverified, domainError, MemberGuard, MemberId, parseWith, sql } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { UpdateProfileCommand } from '../commands/update-profile.command';
import { IdentityErrors } from '../domain/identity-errors';
import { NotAnImageError } from '../domain/not-an-image.error';
import { reencodeProfilePhoto } from '../domain/profile-photo';
import { CurrentUsers } from '../queries/current-user';
import { ProfilePhotoUpload } from './profile-photo-upload.interceptor';

/**
 * Profile edit (spec §7: multipart `POST /api/profile` with `_method=PUT`, and `PUT /api/profile`) and the photo.
 * Open to an unverified member: a mistyped address is corrected here.
 */
@Controller('api/profile')
@AllowUnverified()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    @Inject(CurrentUsers) private readonly currentUsers: CurrentUsers,
  ) {}

  @Put()
  @UseGuards(MemberGuard)
  async put(@MemberId() userId: string, @Body() body: unknown, @Req() req: Request) {
    return this.update(userId, body, req);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberGuard)
  @UseInterceptors(ProfilePhotoUpload)
  async post(@MemberId() userId: string, @Body() body: Record<string, unknown>, @Req() req: Request, @UploadedFile() file?: { buffer: Buffer }) {
    let photo: Buffer | undefined;
    if (file) {
      photo = await reencodeProfilePhoto(file.buffer).catch((error) => {
        throw error instanceof NotAnImageError ? domainError(IdentityErrors.PHOTO_NOT_IMAGE) : error;
      });
    }
    return this.update(userId, body, req, photo);
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

  private async update(userId: string, body: unknown, req: Request, photo?: Buffer): Promise<{ message: string; data: CurrentUser }> {
    const { _method: _ignored, ...fields } = (body ?? {}) as Record<string, unknown>;
    const update = parseWith(profileUpdateSchema, fields);
    await this.commands.execute(new UpdateProfileCommand(userId, update, photo));
    const em = this.em.fork();
    return { message: ProfileMessages.updated, data: await this.currentUsers.answer(em, userId, req.session.signedInVia) };
  }
}
