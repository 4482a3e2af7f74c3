import { HttpException, Injectable, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { AnyFilesInterceptor, FileInterceptor } from '@nestjs/platform-express';
import { memoryStorage } from 'multer';
import { catchError, throwError, type Observable } from 'rxjs';
import { said } from '@izlazak/contracts';
import { SerbianHttpException } from '#platform/http/api-exception.filter';
import { MAX_IMAGE_BYTES } from '#platform/storage/image-storage';

const MAX_MEGABYTES = Math.round(MAX_IMAGE_BYTES / (1024 * 1024));

/** Uploads stay in memory: ImageStorage decodes and re-encodes them before anything is written. */
const uploadOptions = (files: number) => ({
  storage: memoryStorage(),
  limits: { fileSize: MAX_IMAGE_BYTES, files, fields: 200, fieldSize: 64 * 1024, parts: 260 },
});

/** multer's English errors, said in Serbian. */
@Injectable()
export class UploadErrorsInSerbian implements NestInterceptor {
  intercept(_: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!(error instanceof HttpException) || error instanceof SerbianHttpException) return throwError(() => error);
        if (error.getStatus() === 413) {
          return throwError(() => new SerbianHttpException({ statusCode: 413, message: said('errors.imageTooLarge', { megabytes: MAX_MEGABYTES }) }));
        }
        if (error.getStatus() === 400) {
          const unexpected = /Unexpected file field|Unexpected field/i.test(error.message);
          const message = unexpected ? 'errors.unexpectedFile' : /Too many files/i.test(error.message) ? 'errors.tooManyFiles' : 'errors.badMultipart';
          return throwError(() => new SerbianHttpException({ statusCode: 400, message }));
        }
        return throwError(() => error);
      }),
    );
  }
}

/** One image in the field `field` (multipart), at most MAX_IMAGE_BYTES. */
export const SingleImageUpload = (field: string) => applyDecorators(UseInterceptors(UploadErrorsInSerbian, FileInterceptor(field, uploadOptions(1))));

/** Up to `files` images in any fields (the slider form names them in several ways). */
export const ImagesUpload = (files: number) => applyDecorators(UseInterceptors(UploadErrorsInSerbian, AnyFilesInterceptor(uploadOptions(files))));

export { MAX_MEGABYTES };

/** A form that may come as multipart but carries no files (its fields are parsed, files refused). */
export const FormFieldsUpload = () => applyDecorators(UseInterceptors(UploadErrorsInSerbian, AnyFilesInterceptor(uploadOptions(0))));
