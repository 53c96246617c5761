import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type CurrentUser, PROFILE_PHOTO_MAX_BYTES, ProfileMessages, profileUpdateSchema, profileUpdatedAnswerSchema } from '@coaching/contracts';
import { ApiContract, AllowGuardian, AllowUnverified, domainError, MemberGuard, MemberId, NotAnImageError, parseWith, PhotoUpload, reencodeSquarePhoto } from '@coaching/server-core';
import type { Request, Response } from 'express';
import { UpdateProfileCommand } from '../commands/update-profile.command';
import { IdentityErrors } from '../domain/identity-errors';
import { GetCurrentUserQuery } from '../queries/get-current-user.query';
import { GetProfilePhotoQuery } from '../queries/get-profile-photo.query';

/**
 * Profile edit (spec §7: multipart `POST /api/profile` with `_method=PUT`, and `PUT /api/profile`) and the photo.
 * Open to an unverified member: a mistyped address is corrected here.
 */
@Controller('api/profile')
@AllowUnverified()
@AllowGuardian()
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiContract({ body: profileUpdateSchema, answer: profileUpdatedAnswerSchema })
  @Put()
  @UseGuards(MemberGuard)
  async put(@MemberId() userId: string, @Body() body: unknown, @Req() req: Request) {
    return this.update(userId, body, req);
  }

  @ApiContract({ body: profileUpdateSchema, multipart: true, answer: profileUpdatedAnswerSchema })
  @Post()
  @HttpCode(HttpStatus.OK)
  @UseGuards(MemberGuard)
  @UseInterceptors(PhotoUpload('profile_photo', PROFILE_PHOTO_MAX_BYTES, IdentityErrors.PHOTO_TOO_LARGE))
  async post(@MemberId() userId: string, @Body() body: Record<string, unknown>, @Req() req: Request, @UploadedFile() file?: { buffer: Buffer }) {
    let photo: Buffer | undefined;
    if (file) {
      photo = await reencodeSquarePhoto(file.buffer).catch((error) => {
        throw error instanceof NotAnImageError ? domainError(IdentityErrors.PHOTO_NOT_IMAGE) : error;
      });
    }
    return this.update(userId, body, req, photo);
  }

  /** Always an image (re-encoded WebP); `nosniff` is set for every answer by helmet. */
  @ApiContract({ answerType: 'image/webp' })
  @Get('photo/:publicId')
  async photo(@Param('publicId') publicId: string, @Res() res: Response): Promise<void> {
    const webp = await this.queries.execute(new GetProfilePhotoQuery(publicId));
    if (!webp) throw domainError(IdentityErrors.PHOTO_NOT_FOUND);
    res.setHeader('Content-Type', 'image/webp');
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.setHeader('Content-Disposition', 'inline; filename="profile.webp"');
    res.end(webp);
  }

  private async update(userId: string, body: unknown, req: Request, photo?: Buffer): Promise<{ message: string; data: CurrentUser }> {
    const { _method: _ignored, ...fields } = (body ?? {}) as Record<string, unknown>;
    const update = parseWith(profileUpdateSchema, fields);
    await this.commands.execute(new UpdateProfileCommand(userId, update, photo));
    return { message: ProfileMessages.updated, data: await this.queries.execute(new GetCurrentUserQuery(userId, req.session.signedInVia)) };
  }
}
