import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { ChooseMainPhotoHandler } from './choose-main-photo.handler.js';
import { DeletePhotoHandler } from './delete-photo.handler.js';
import { GetMyPhotosHandler } from './get-my-photos.handler.js';
import { GetPhotoFileHandler } from './get-photo-file.handler.js';
import { PhotoFiles } from './photo-files.js';
import { PhotoUploadInterceptor } from './photo-upload.interceptor.js';
import { PhotosController } from './photos.controller.js';
import { UploadPhotoHandler } from './upload-photo.handler.js';
import { WalletModule } from '../wallet/wallet.module.js';

/** A member's photos, and serving photo files to who may see them. PhotoFiles stores processed photos for other features (demo seed). */
@Module({
  imports: [AuthModule, WalletModule],
  controllers: [PhotosController],
  providers: [
    PhotoFiles,
    PhotoUploadInterceptor,
    UploadPhotoHandler,
    DeletePhotoHandler,
    ChooseMainPhotoHandler,
    GetMyPhotosHandler,
    GetPhotoFileHandler,
  ],
  exports: [PhotoFiles],
})
export class PhotosModule {}
