import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Length,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
  isISO8601,
  isURL,
} from 'class-validator';
import { Omittable, RequiredOnCreate } from '../crud/field-presence';
import { isNestedWithin, RICH_HTML_MAX_DEPTH } from '../sanitize/rich-html-depth';

/**
 * Field rules the save DTOs of the content families share: links, times, trimmed text, rich HTML, flags.
 * A value of the wrong type fails its type check (400); a value that breaks a rule fails the rule (422).
 */

/** Longest URL a link column holds (varchar(500)). */
export const URL_MAX_LENGTH = 500;

/**
 * Longest rich-text `content` accepted, in characters. MEDIUMTEXT holds 16 MiB: even all-CJK text (3 bytes a
 * character) or entity-escaped `&` (5 bytes) from the sanitiser stays inside it, and inline pasted images fit.
 */
export const RICH_HTML_MAX_LENGTH = 3_000_000;

// Stored uploads have server-generated names: letters, digits, `.`, `_`, `-` and folders. No `%`,
// so neither `%2e%2e` nor any other encoding can climb out of /uploads/ once a browser resolves it.
const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._~\-/]+$/;

/**
 * True for `''` (no link), a path under `/uploads/`, or an absolute http(s) URL. Anything a browser
 * could run or that points elsewhere on the site (`javascript:`, `data:`, `//host`, `/adm/...`) is refused.
 */
export function isSiteUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value === '') return true;
  if (value.startsWith('/')) return UPLOAD_PATH.test(value) && !value.split('/').includes('..');
  return isURL(value, {
    protocols: ['http', 'https'],
    require_protocol: true,
    require_valid_protocol: true,
    require_tld: false,
    disallow_auth: true,
  });
}

// A page of the public site (`/about`, `/detail/12`, `/news?category=公司新闻#list`): one leading slash, so it
// never leaves the site, and never the back office or the API.
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~/]*(\?[^\s#]*)?(#\S*)?$/;
const NOT_A_PAGE = /^\/(adm|api|uploads)(\/|\?|#|$)/;

/** What a click may lead to: anything `isSiteUrl` accepts, or a page of the public site. */
export function isLinkTarget(value: unknown): boolean {
  if (isSiteUrl(value)) return true;
  if (typeof value !== 'string' || !PAGE_PATH.test(value) || NOT_A_PAGE.test(value)) return false;
  return !value.split(/[?#]/)[0].split('/').includes('..');
}

/** A link field: `''`, `/uploads/...` or an http(s) URL (see `isSiteUrl`). */
export function IsSiteUrl(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSiteUrl',
      validator: {
        validate: isSiteUrl,
        defaultMessage: (args) => `${args?.property} 必须是 /uploads/ 下的文件或 http(s) 网址`,
      },
    },
    options,
  );
}

/** ISO 8601 date-time, written without an offset, is read as UTC (the contract's time zone) — never as server time. */
export function parseIsoTime(text: string): Date {
  const hasZone = /(Z|[+-]\d{2}(:?\d{2})?)$/i.test(text);
  const hasTime = text.includes('T') || text.includes(' ');
  return new Date(hasTime && !hasZone ? `${text}Z` : text);
}

/** Whether `ms` (epoch milliseconds) is a time every column and client can hold: the years 1970 to 9999. */
export const isStorableTime = (ms: number): boolean =>
  Number.isFinite(ms) && ms >= Date.UTC(1970, 0, 1) && ms < Date.UTC(10_000, 0, 1);

/** A time field: strict ISO 8601 (e.g. `2026-11-21T08:00:00.000Z`) between the years 1970 and 9999. */
export function IsIsoTime(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isIsoTime',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !isISO8601(value, { strict: true })) return false;
          return isStorableTime(parseIsoTime(value).getTime());
        },
        defaultMessage: (args) => `${args?.property} 必须是 ISO 8601 时间，例如 2026-11-21T08:00:00.000Z`,
      },
    },
    options,
  );
}

// C0 controls but tab, line feed and carriage return (a line break as forms send it), DEL and the C1 controls.
const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
const CONTROL_CHARACTER = new RegExp(`[${CONTROL_CHARACTERS}]`);

/** The plain-text rule as the OpenAPI document states it (a `pattern`), so a generated client knows it too. */
export const PLAIN_TEXT_PATTERN = `^[^${CONTROL_CHARACTERS}]*$`;

/** Plain text: no control characters (a NUL, an escape) but tab and line breaks, which a page cannot show. */
export const PlainText = (label: string) =>
  applyDecorators(
    ValidateBy({
      name: 'plainText',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !CONTROL_CHARACTER.test(value),
        defaultMessage: () => `${label}不能包含控制字符（制表符和换行除外）`,
      },
    }),
    // Merged into the property's own @ApiProperty (which sets type, description and whether it is required).
    ApiProperty({ pattern: PLAIN_TEXT_PATTERN }),
  );

/** Trims surrounding white space of a text field before it is validated and stored. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/*
 * Whole field rules for save DTOs, so each DTO property reads as one line of intent. `required` means
 * required on create (an update may leave the field out); messages name the field by its Chinese `label`.
 */
type Presence = { required?: boolean };

const presence = (label: string, options: Presence) =>
  options.required ? RequiredOnCreate(`${label}不能为空`) : Omittable();

/** Trimmed text of `min`–`max` characters. */
export const TextField = (label: string, max: number, options: Presence & { min?: number } = {}) =>
  applyDecorators(
    presence(label, options),
    Trim(),
    IsString({ message: `${label}必须是文本` }),
    PlainText(label),
    Length(options.min ?? 0, max, {
      message: options.min ? `${label}长度为 ${options.min}–${max} 个字符` : `${label}最多 ${max} 个字符`,
    }),
  );

/** A link: `''` (none; not when required), `/uploads/...` or an http(s) URL. */
export const UrlField = (label: string, options: Presence = {}) =>
  applyDecorators(
    presence(label, options),
    Trim(),
    IsString({ message: `${label}必须是文本` }),
    ...(options.required ? [IsNotEmpty({ message: `${label}不能为空` })] : []),
    MaxLength(URL_MAX_LENGTH, { message: `${label}最多 ${URL_MAX_LENGTH} 个字符` }),
    IsSiteUrl({ message: `${label}必须是 /uploads/ 下的文件或 http(s) 网址` }),
  );

/** Where a click leads: `''` (none), a page of the public site such as `/about`, `/uploads/...` or an http(s) URL. */
export const LinkField = (label: string) =>
  applyDecorators(
    Omittable(),
    Trim(),
    IsString({ message: `${label}必须是文本` }),
    MaxLength(URL_MAX_LENGTH, { message: `${label}最多 ${URL_MAX_LENGTH} 个字符` }),
    ValidateBy({
      name: 'isLinkTarget',
      validator: {
        validate: isLinkTarget,
        defaultMessage: () => `${label}必须是本站页面路径（如 /about）、/uploads/ 下的文件或 http(s) 网址`,
      },
    }),
  );

/** Rich HTML from the editor, nested at most RICH_HTML_MAX_DEPTH deep; the service sanitises it on every save. */
export const RichHtmlField = (label: string) =>
  applyDecorators(
    Omittable(),
    IsString({ message: `${label}必须是文本` }),
    MaxLength(RICH_HTML_MAX_LENGTH, { message: `${label}过长（最多 ${RICH_HTML_MAX_LENGTH} 个字符）` }),
    ValidateBy({
      name: 'isNestedWithin',
      validator: {
        validate: (value) => typeof value !== 'string' || isNestedWithin(value),
        defaultMessage: () => `${label}的标签嵌套过深（最多 ${RICH_HTML_MAX_DEPTH} 层）`,
      },
    }),
  );

/** An integer from `min` to `max`; `nullable` lets `null` through to clear it. */
export const IntField = (label: string, min: number, max: number, options: Presence & { nullable?: boolean } = {}) =>
  applyDecorators(
    options.nullable ? IsOptional() : presence(label, options),
    IsInt({ message: `${label}必须是整数` }),
    Min(min, { message: `${label}不能小于 ${min}` }),
    Max(max, { message: `${label}不能大于 ${max}` }),
  );

/** `0` or `1` (status, is_top, is_public). */
export const FlagField = (label: string) =>
  applyDecorators(
    Omittable(),
    IsInt({ message: `${label}必须是整数` }),
    IsIn([0, 1], { message: `${label}只能是 0 或 1` }),
  );

/** The range of `sort` of every sortable entity (SortField); its schema names it too. */
export const SORT_RANGE = { minimum: -999_999, maximum: 999_999 } as const;

/** The `sort` of every sortable entity. */
export const SortField = () => IntField('排序', SORT_RANGE.minimum, SORT_RANGE.maximum);

/** An ISO 8601 time (see `IsIsoTime`). */
export const TimeField = (label: string) =>
  applyDecorators(Omittable(), IsString({ message: `${label}必须是文本` }), IsIsoTime());
