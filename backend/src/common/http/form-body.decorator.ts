import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
  applyDecorators,
} from '@nestjs/common';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { answeredFields, markEchoedFields } from '../validation/echoed-fields';

const FORM_BODY = Symbol('form body');

/** Whether a body arrived as a form (all values text), as marked by `@FormBody()`. */
export const isFormBody = (body: object): boolean => FORM_BODY in body;

/**
 * Marks a body that is not JSON, so the validation pipe reads its decimal strings as numbers. `@FormBody()`
 * applies it; a call reading a multi-part body with its own interceptor lists it after that one.
 */
@Injectable()
export class MarkFormBody implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler) {
    const req = context.switchToHttp().getRequest<Request>();
    if (req.body && typeof req.body === 'object' && !req.is('application/json')) {
      Object.defineProperty(req.body, FORM_BODY, { value: true });
    }
    // A multi-part body arrives only now, after the global interceptors.
    markEchoedFields(req.body, answeredFields(context.getHandler()));
    return next.handle();
  }
}

/**
 * A call whose body the contract calls a *form body*: JSON, `application/x-www-form-urlencoded`
 * and `multipart/form-data` all work. Multipart is read without files (a file part is a 400), so a
 * form call can never be used to store an upload. Form values arrive as strings; the global
 * ValidationPipe reads decimal ones as the DTO's number fields (JSON values must have their type).
 */
export const FormBody = () =>
  applyDecorators(
    UseInterceptors(NoFilesInterceptor(), MarkFormBody),
    ApiConsumes('application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'),
  );
