import type { Setting } from '@site/contract';
import { contentWire } from '../../common/crud/wire';
import type { SettingEntity } from './setting.entity';

/** A setting on the wire, field by field: a column added to the entity stays private until it is listed here. */
export const toSettingWire = (row: SettingEntity): Setting => ({
  ...contentWire(row),
  key: row.key,
  value: row.value ?? '',
  title: row.title,
  group: row.group,
  is_public: row.is_public,
});
