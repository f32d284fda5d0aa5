import { Controller, Delete, Get, HttpCode, Post, Put, Res, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { mainPhotoRequestSchema, PHOTO_ERRORS, photoFileQuerySchema, photoIdQuerySchema, type MainPhotoRequest, type MyPhoto, type PhotoFileQuery, type PhotoIdQuery } from '@dating/domain';
import { chatsProjection } from '@dating/projections';
import type { Response } from 'express';
import { CurrentSession, MemberSessionGuard, type MemberSession } from '../auth/member-session.guard.js';
import { Viewer, ViewerGuard } from '../auth/viewer.guard.js';
import { ReadsOwnWrites } from '../event-sourcing/own-writes.js';
import { ApiError } from '../http/api-errors.js';
import { PHOTO_CONTENT_TYPE } from './photo-files.js';
import { PhotoUploadInterceptor } from './photo-upload.interceptor.js';
import { ChooseMainPhotoCommand, DeletePhotoCommand, GetMyPhotosQuery, GetPhotoFileQuery, UploadPhotoCommand } from './photos.commands.js';
import { RateLimited } from '../edge/rate-limited.decorator.js';
import { AcceptsFormUpload } from '../edge/same-origin.guard.js';
import { RATE_LIMITS } from '../edge/rate-limit.policies.js';
import { ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ValidBody, ValidQuery } from '../http/validated-input.js';

@Controller('api')
export class PhotosController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @ApiOperation({ summary: 'Upload a photo (multipart field \'photo\'); under inspection until approved' })
  @ApiResponse({ status: 201, description: '{ photo }' })
  @ApiResponse({ status: 400, description: 'PHOTO.NOT_AN_IMAGE | PHOTO.MISSING' })
  @ApiResponse({ status: 409, description: 'PHOTO.LIMIT_REACHED' })
  @ApiResponse({ status: 413, description: 'PHOTO.TOO_LARGE' })
  @Post('photos.php')
  @AcceptsFormUpload()
  @RateLimited(RATE_LIMITS.photoUpload)
  @HttpCode(201)
  @UseGuards(MemberSessionGuard)
  @UseInterceptors(PhotoUploadInterceptor)
  async upload(@CurrentSession() session: MemberSession, @UploadedFile() file: Express.Multer.File | undefined): Promise<{ photo: MyPhoto }> {
    if (!file) throw new ApiError(PHOTO_ERRORS.MISSING);
    return { photo: await this.commands.execute<UploadPhotoCommand, MyPhoto>(new UploadPhotoCommand(session.memberId, file.buffer)) };
  }

  @ApiOperation({ summary: 'My photos with their moderation state' })
  @ApiResponse({ status: 200, description: '{ photos }' })
  @Get('photos.php')
  @UseGuards(MemberSessionGuard)
  async list(@CurrentSession() session: MemberSession): Promise<{ photos: MyPhoto[] }> {
    return { photos: await this.queries.execute<GetMyPhotosQuery, MyPhoto[]>(new GetMyPhotosQuery(session.memberId)) };
  }

  @ApiOperation({ summary: 'Delete one of my photos' })
  @ApiResponse({ status: 200, description: '{ photos }' })
  @Delete('photos.php')
  @UseGuards(MemberSessionGuard)
  async delete(@CurrentSession() session: MemberSession, @ValidQuery(photoIdQuerySchema) query: PhotoIdQuery): Promise<{ photos: MyPhoto[] }> {
    return { photos: await this.commands.execute<DeletePhotoCommand, MyPhoto[]>(new DeletePhotoCommand(session.memberId, query.id)) };
  }

  @ApiOperation({ summary: 'Choose my main photo' })
  @ApiResponse({ status: 200, description: '{ photos }' })
  @ApiResponse({ status: 409, description: 'PHOTO.NOT_APPROVED' })
  @Put('main-photo.php')
  @UseGuards(MemberSessionGuard)
  async chooseMain(
    @CurrentSession() session: MemberSession,
    @ValidBody(mainPhotoRequestSchema) body: MainPhotoRequest,
  ): Promise<{ photos: MyPhoto[] }> {
    return { photos: await this.commands.execute<ChooseMainPhotoCommand, MyPhoto[]>(new ChooseMainPhotoCommand(session.memberId, body.photo_id)) };
  }

  /** Checked on every request (no-cache): a block or a deletion takes effect at once, and the ETag keeps revalidation cheap. */
  @ApiOperation({ summary: 'A photo file, if the viewer may see it' })
  @ApiResponse({ status: 200, description: 'image' })
  @ApiResponse({ status: 404, description: 'not visible' })
  @Get('photo.php')
  @UseGuards(ViewerGuard)
  // A photo the viewer just sent in a chat: its page shows it from the send's answer, before the chats read model may.
  @ReadsOwnWrites(chatsProjection.name)
  async file(@Viewer() viewerId: string | null, @Res() response: Response, @ValidQuery(photoFileQuerySchema) query: PhotoFileQuery): Promise<void> {
    const file = await this.queries.execute<GetPhotoFileQuery, Buffer>(new GetPhotoFileQuery(viewerId, query.id, query.size));
    response.setHeader('Cache-Control', 'private, no-cache');
    response.type(PHOTO_CONTENT_TYPE).send(file);
  }
}
