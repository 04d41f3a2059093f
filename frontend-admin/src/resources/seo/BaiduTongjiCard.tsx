import { BAIDU_TONGJI_KEY, BAIDU_TONGJI_PATTERN, BAIDU_TONGJI_TITLE, SITE_VERIFICATION_GROUP } from '@site/contract';
import { regex, TextInput, type RaRecord } from 'react-admin';
import { PublicSettingsCard } from '../shared/PublicSettingsCard';
import { publicSettingChanges, rowOf } from '../shared/publicSettings';

const TITLES = { [BAIDU_TONGJI_KEY]: BAIDU_TONGJI_TITLE };

/**
 * /adm/seo: the site's 百度统计 id. Set, every public page loads Baidu's script for it (the page's CSP allows it by
 * the response's nonce); empty, no page loads anything of Baidu's.
 */
export function BaiduTongjiCard() {
  return (
    <PublicSettingsCard
      keyPrefix={BAIDU_TONGJI_KEY}
      title="app.baidu_tongji.title"
      intro="app.baidu_tongji.intro"
      saved="app.baidu_tongji.saved"
      valuesOf={(rows: RaRecord[]) => ({ [BAIDU_TONGJI_KEY]: String(rowOf(rows, BAIDU_TONGJI_KEY)?.value ?? '') })}
      changesOf={(values, rows) =>
        publicSettingChanges(values as Record<string, string>, rows, { titles: TITLES, group: SITE_VERIFICATION_GROUP })
      }
    >
      <TextInput
        source={BAIDU_TONGJI_KEY}
        label={BAIDU_TONGJI_TITLE}
        helperText="https://hm.baidu.com/hm.js?…"
        validate={regex(BAIDU_TONGJI_PATTERN, 'app.baidu_tongji.invalid')}
        parse={(value: string) => value.trim().toLowerCase()}
        fullWidth
      />
    </PublicSettingsCard>
  );
}
