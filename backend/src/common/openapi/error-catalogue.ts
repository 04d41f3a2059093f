import type { OpenAPIObject } from '@nestjs/swagger';
import { ERROR_CATALOGUE, ErrorName } from '@site/contract';

const SCHEMA_NAME = 'ErrorName';
export const ERROR_NAME_SCHEMA_REF = `#/components/schemas/${SCHEMA_NAME}`;

/** The error catalogue as the `ErrorName` schema every error answer's `error` refers to, each name described. */
export function addErrorCatalogue(document: OpenAPIObject): void {
  const rows = Object.entries(ERROR_CATALOGUE).map(
    ([name, { status, when }]) => `| \`${name}\` | ${status} | ${when} |`,
  );
  document.components ??= {};
  document.components.schemas ??= {};
  document.components.schemas[SCHEMA_NAME] = {
    type: 'string',
    enum: Object.values(ErrorName),
    description: [
      'The stable name of a failure, beside `code` (the HTTP status) and `msg` (text for people).',
      '',
      '| error | status | when |',
      '| --- | --- | --- |',
      ...rows,
    ].join('\n'),
  };
}
