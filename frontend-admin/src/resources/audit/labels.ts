import type { AuditEntry } from '@site/contract';
import { RESOURCE_OF_FAMILY } from '../revisions/families';

/** react-admin's translate: a key, with `_` the text shown when the key is missing. */
export type Translate = (key: string, options?: { _?: string }) => string;

/** Families of the audit log that are no back-office resource of their own (keys of `app.audit.families`). */
const RESOURCE_OF_AUDIT_FAMILY: Record<string, string> = { ...RESOURCE_OF_FAMILY, admins: 'admin', danmaku: 'plugin' };

/**
 * The words of an audit entry in the interface language: action, role, family and changed fields, each falling back
 * to the stored value when there is no word for it (a family or field added later still shows, as stored).
 */
export function auditLabels(translate: Translate) {
  const resourceOf = (family: string): string | undefined => RESOURCE_OF_AUDIT_FAMILY[family];
  return {
    action: (action: string) => translate(`app.audit.actions.${action}`, { _: action }),
    role: (role: string) => (role ? translate(`app.role.${role}`, { _: role }) : ''),
    family: (family: string) => {
      if (!family) return '';
      const resource = resourceOf(family);
      return resource
        ? translate(`resources.${resource}.name`, { _: family })
        : translate(`app.audit.families.${family}`, { _: family });
    },
    fields: (entry: Pick<AuditEntry, 'family' | 'fields'>) => {
      const resource = resourceOf(entry.family);
      return entry.fields.map((field) =>
        resource ? translate(`resources.${resource}.fields.${field}`, { _: field }) : field,
      );
    },
  };
}
