import type { Case } from '@site/contract';
import { articleWire } from '../articles/article';
import type { CaseEntity } from './case.entity';

/** A case on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toCaseWire = (row: CaseEntity): Case => ({ ...articleWire(row), client: row.client });
