import { applyDecorators } from '@nestjs/common';
import { Matches } from 'class-validator';
import { TextField } from '../../../common/validation/field-rules';

export const PAGE_TEXT_KEY_PATTERN = /^[a-z0-9_]+$/;
export const PAGE_TEXT_KEY_MAX = 64;

/** The `key` rule shared by the save and the public call: 1–64 of `[a-z0-9_]`. */
export const PageTextKeyField = (options: { required?: boolean } = {}) =>
  applyDecorators(
    TextField('key', PAGE_TEXT_KEY_MAX, { ...options, min: 1 }),
    Matches(PAGE_TEXT_KEY_PATTERN, { message: 'key 只能包含小写字母、数字和下划线' }),
  );
