import { ApiError } from '../envelope/api-error';

/** How large a request body's structure may be, whatever its size in bytes. */
export interface BodyShapeLimits {
  /** Members of any one object. */
  maxKeys: number;
  /** Items of any one array. */
  maxItems: number;
  /** Objects and arrays nested in one another, the body itself included. */
  maxDepth: number;
}

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const COMMA = 0x2c;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const JSON_WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const UTF8_BOM = [0xef, 0xbb, 0xbf];

export const NOT_OBJECT = '请求体须为 JSON 对象或数组';

export const tooManyKeys = (limits: BodyShapeLimits) => `请求体的对象字段过多（每个对象最多 ${limits.maxKeys} 个）`;
export const tooManyItems = (limits: BodyShapeLimits) => `请求体的数组过长（每个数组最多 ${limits.maxItems} 项）`;
export const tooDeep = (limits: BodyShapeLimits) => `请求体嵌套过深（最多 ${limits.maxDepth} 层）`;

/**
 * Refuses (ApiError 400) a UTF-8 JSON text that is not an object or array at the top, or whose objects, arrays or
 * nesting exceed `limits`, in one pass over its bytes before it is parsed: validating and transforming a body take
 * time growing faster than its member count (class-transformer drops duplicate keys quadratically) and walk it
 * recursively, so a large or deep body must be refused before either. Malformed JSON is left for the parser to
 * refuse; an empty text passes (it stands for `{}`).
 */
export function checkJsonShape(bytes: Uint8Array, limits: BodyShapeLimits): void {
  let start = 0;
  if (UTF8_BOM.every((byte, index) => bytes[index] === byte)) start = UTF8_BOM.length;
  while (start < bytes.length && JSON_WHITESPACE.has(bytes[start])) start++;
  if (start === bytes.length) {
    if (start === 0) return;
    throw ApiError.badRequest(NOT_OBJECT);
  }
  if (bytes[start] !== OPEN_OBJECT && bytes[start] !== OPEN_ARRAY) throw ApiError.badRequest(NOT_OBJECT);

  // Per open container: whether it is an object, and the commas seen directly in it (members = commas + 1).
  const isObject: boolean[] = [];
  const commas: number[] = [];
  let inString = false;
  for (let i = start; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
      continue;
    }
    switch (byte) {
      case QUOTE:
        inString = true;
        break;
      case OPEN_OBJECT:
      case OPEN_ARRAY:
        if (isObject.length === limits.maxDepth) throw ApiError.badRequest(tooDeep(limits));
        isObject.push(byte === OPEN_OBJECT);
        commas.push(0);
        break;
      case CLOSE_OBJECT:
      case CLOSE_ARRAY:
        isObject.pop();
        commas.pop();
        break;
      case COMMA: {
        const top = commas.length - 1;
        if (top < 0) break;
        const members = ++commas[top] + 1;
        if (isObject[top] ? members > limits.maxKeys : members > limits.maxItems)
          throw ApiError.badRequest(isObject[top] ? tooManyKeys(limits) : tooManyItems(limits));
        break;
      }
    }
  }
}
