import {
  SITE_VERIFICATION_GROUP,
  SITE_VERIFICATION_PATTERN,
  SITE_VERIFICATION_TAGS,
  SITE_VERIFICATION_TITLES,
} from '@site/contract';
import { regex, TextInput, type RaRecord } from 'react-admin';
import { PublicSettingsCard } from '../shared/PublicSettingsCard';
import { publicSettingChanges, rowOf } from '../shared/publicSettings';

const KEYS = Object.keys(SITE_VERIFICATION_TAGS) as Array<keyof typeof SITE_VERIFICATION_TAGS>;

/** The codes saved so far, an empty field for each engine without one. */
const valuesOf = (rows: RaRecord[]) =>
  Object.fromEntries(KEYS.map((key) => [key, String(rowOf(rows, key)?.value ?? '')]));

/**
 * /adm/seo: the codes search engines give to prove the site is its owner's (百度站长 and the others), each written
 * into every public page as its meta tag; an engine left empty gets none.
 */
export function SiteVerificationCard() {
  return (
    <PublicSettingsCard
      keyPrefix="verify_"
      title="app.site_verification.title"
      intro="app.site_verification.intro"
      saved="app.site_verification.saved"
      valuesOf={valuesOf}
      changesOf={(values, rows) =>
        publicSettingChanges(values as Record<string, string>, rows, {
          titles: SITE_VERIFICATION_TITLES,
          group: SITE_VERIFICATION_GROUP,
          skipEmpty: true,
        })
      }
    >
      {KEYS.map((key) => (
        <TextInput
          key={key}
          source={key}
          label={SITE_VERIFICATION_TITLES[key]}
          helperText={`<meta name="${SITE_VERIFICATION_TAGS[key]}" content="…">`}
          validate={regex(SITE_VERIFICATION_PATTERN, 'app.site_verification.invalid')}
          fullWidth
        />
      ))}
    </PublicSettingsCard>
  );
}
