import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { PHOTO_ERRORS, PHOTO_MAX_MB, PHOTO_UPLOAD_FIELD } from '@dating/domain';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { API_ERRORS, ApiError } from '../http/api-errors.js';

const BYTES_PER_MB = 1024 * 1024;

/** In memory: the photo is decoded and re-encoded at once, and its original never touches the disk. */
const receivePhoto = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: PHOTO_MAX_MB * BYTES_PER_MB, files: 1, fields: 0, parts: 1 },
}).single(PHOTO_UPLOAD_FIELD);

const toApiError = (error: unknown): ApiError =>
  error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE'
    ? new ApiError(PHOTO_ERRORS.TOO_LARGE, undefined, { max_mb: PHOTO_MAX_MB })
    : // Another field, a second file or a broken multipart body.
      new ApiError(API_ERRORS.INVALID_BODY);

/** Reads the multipart field `photo` into `request.file`, refusing files above the size limit before decoding anything. */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    await new Promise<void>((resolve, reject) => {
      receivePhoto(http.getRequest(), http.getResponse(), (error: unknown) => (error ? reject(toApiError(error)) : resolve()));
    });
    return next.handle();
  }
}
