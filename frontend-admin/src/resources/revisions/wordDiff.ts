import { diffWords } from 'diff';

export interface DiffPart {
  text: string;
  kind: 'same' | 'added' | 'removed';
}

/** `before` → `after` word by word (jsdiff), for plain fields. Values that are not text are compared as text. */
export function wordDiff(before: unknown, after: unknown): DiffPart[] {
  return diffWords(textOf(before), textOf(after)).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}

export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
