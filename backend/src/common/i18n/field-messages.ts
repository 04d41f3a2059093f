import type { FieldError } from '@site/contract';
import { englishMessage } from './english-messages';

/**
 * English for class-validator's rules, by rule name; `{field}` is the field's wire name, `{0}`, `{1}` the numbers
 * its Chinese message names (a length, a bound). A field message is written in Chinese where it is raised (the
 * rules name the field by its Chinese label), and in English from its rule, so no label needs translating.
 */
const ENGLISH_BY_RULE: Record<string, string> = {
  isDefined: '{field} is required',
  isNotEmpty: '{field} must not be empty',
  isString: '{field} must be text',
  isInt: '{field} must be an integer',
  isNumber: '{field} must be a number',
  isBoolean: '{field} must be true or false',
  isArray: '{field} must be an array',
  isObject: '{field} must be an object',
  nestedValidation: '{field} must be an object',
  isIn: '{field} is not one of the allowed values',
  isEnum: '{field} is not one of the allowed values',
  min: '{field} must be at least {0}',
  max: '{field} must be at most {0}',
  minLength: '{field} must be at least {0} characters',
  maxLength: '{field} must be at most {0} characters',
  arrayMinSize: '{field} needs at least {0} items',
  arrayMaxSize: '{field} takes at most {0} items',
  arrayUnique: '{field} must not repeat an item',
  matches: '{field} has the wrong format',
  isSiteUrl: '{field} must be a file under /uploads/ or an http(s) URL',
  isLinkTarget: '{field} must be a page of the site (such as /about), a file under /uploads/ or an http(s) URL',
  isIsoTime: '{field} must be an ISO 8601 time such as 2026-11-21T08:00:00.000Z',
  isNestedWithin: '{field} is nested too deep (at most {0} levels)',
  plainText: '{field} must not contain control characters (only tab and line breaks)',
};

/** `isLength` names one bound or both (`长度为 1–200`). */
const lengthEnglish = (numbers: string[]) =>
  numbers.length > 1 ? '{field} must be {0}–{1} characters' : '{field} must be at most {0} characters';

const english = new WeakMap<FieldError, string>();

/** A field error from a broken rule, worded in English from the rule itself. */
export function ruleError(field: string, rule: string, chinese: string): FieldError {
  const error = { field, message: chinese };
  const numbers = chinese.match(/-?\d+(?:\.\d+)?/g) ?? [];
  const template = rule === 'isLength' ? lengthEnglish(numbers) : ENGLISH_BY_RULE[rule];
  if (template) {
    english.set(
      error,
      template.replace('{field}', field).replace(/\{(\d)\}/g, (_, at: string) => numbers[+at] ?? ''),
    );
  }
  return error;
}

/** The field errors in English: from their rule, else from the message catalogue. */
export const englishFieldErrors = (errors: FieldError[]): FieldError[] =>
  errors.map((error) => ({ field: error.field, message: english.get(error) ?? englishMessage(error.message) }));
