import { UseInterceptors, applyDecorators } from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';

/**
 * A call whose body the contract calls a *form body*: JSON, `application/x-www-form-urlencoded`
 * and `multipart/form-data` all work. Multipart is read without files (a file part is a 400), so a
 * form call can never be used to store an upload. Form values arrive as strings; the global
 * ValidationPipe converts them to the DTO's number fields.
 */
export const FormBody = () =>
  applyDecorators(
    UseInterceptors(NoFilesInterceptor()),
    ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'),
  );
