import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor, Type, mixin } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable, from, lastValueFrom } from 'rxjs';
import { ApiError } from '../../common/envelope/api-error';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { formatBytes } from '@site/contract';
import type { ReceivedFile } from './temp-file.engine';
import { TempFileEngine } from './temp-file.engine';
import { TempFiles } from './temp-files';

/** busboy's messages for a body that is not well-formed multipart (a client error, not ours). */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file)|Request (aborted|closed))$/;

function receiveFailure(error: unknown, maxBytes: number): unknown {
  if (error instanceof MulterError) {
    return error.code === 'LIMIT_FILE_SIZE'
      ? ApiError.tooLarge(`文件不能超过 ${formatBytes(maxBytes)}`)
      : ApiError.badRequest('上传表单格式错误：只能包含一个文件字段 file 及少量文本字段');
  }
  if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) return ApiError.badRequest('上传表单格式错误');
  return error;
}

/**
 * Receives the one file of a multipart body (field `field`) into a scratch file, with the size
 * limit `maxBytes(config)`, and fills `req.body` with the text fields. Runs after the access guard,
 * so nobody unauthenticated gets a byte written. Whatever the handler does not move into storage
 * is removed when the request ends, on success and on failure alike.
 */
export function TempFileInterceptor(field: string, maxBytes: (config: AppConfig) => number): Type<NestInterceptor> {
  @Injectable()
  class ReceiveTempFile implements NestInterceptor {
    private readonly limit: number;
    private readonly receive: RequestHandler;
    private readonly engine: TempFileEngine;

    constructor(
      @Inject(APP_CONFIG) config: AppConfig,
      private readonly temp: TempFiles,
    ) {
      this.limit = maxBytes(config);
      this.engine = new TempFileEngine(temp);
      this.receive = multer({
        storage: this.engine,
        // Browsers send UTF-8 file names; busboy's default (latin1) would garble Chinese names.
        defParamCharset: 'utf8',
        limits: { fileSize: this.limit, files: 1, fields: 16, fieldSize: 4096, parts: 20 },
      }).single(field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const req = context.switchToHttp().getRequest<Request>();
      const res = context.switchToHttp().getResponse<Response>();
      await new Promise<void>((resolve, reject) =>
        this.receive(req, res, (error?: unknown) => {
          if (!error) return resolve();
          // multer may fail the request before the engine has removed what it wrote (see cleanedUp).
          void this.engine.cleanedUp(req).then(() => reject(receiveFailure(error, this.limit)));
        }),
      );
      return from(this.handleThenClean(next, req.file as Partial<ReceivedFile> | undefined));
    }

    /** Runs the handler; the scratch file is gone before the answer leaves (the handler may have moved it). */
    private async handleThenClean(next: CallHandler, file: Partial<ReceivedFile> | undefined): Promise<unknown> {
      try {
        return await lastValueFrom(next.handle());
      } finally {
        if (file?.path) await this.temp.remove(file.path);
      }
    }
  }
  return mixin(ReceiveTempFile);
}
