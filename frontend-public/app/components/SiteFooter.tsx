import { SettingKey } from '@site/contract';
import { Link } from 'react-router';
import { ContactValue } from './ContactValue';
import { NAV_ITEMS, type PublicSettings } from '../lib/site';

const CONTACT_ROWS: Array<[string, string]> = [
  [SettingKey.CONTACT_HOTLINE, '服务热线'],
  [SettingKey.CONTACT_PHONE, '联系电话'],
  [SettingKey.CONTACT_EMAIL, '邮箱'],
  [SettingKey.CONTACT_ADDRESS, '地址'],
  [SettingKey.WORK_HOURS, '工作时间'],
];

/** Contact details, the ICP licence number and the copyright line, all from the public settings. */
export function SiteFooter({ siteName, settings }: { siteName: string; settings: PublicSettings }) {
  const company = settings[SettingKey.COMPANY_NAME] || siteName;
  const copyright = settings[SettingKey.COPYRIGHT] || `© ${new Date().getFullYear()} ${company} 版权所有`;
  const contacts = CONTACT_ROWS.filter(([key]) => settings[key]);
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <section className="footer-contact" aria-label="联系方式">
          <p className="footer-company">{company}</p>
          {settings[SettingKey.SITE_SLOGAN] && <p className="footer-slogan">{settings[SettingKey.SITE_SLOGAN]}</p>}
          <dl>
            {contacts.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>
                  <ContactValue settingKey={key} value={settings[key]} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <nav className="footer-links" aria-label="页脚导航">
          {NAV_ITEMS.map((item) => (
            <Link key={item.to} to={item.to}>
              {item.label}
            </Link>
          ))}
        </nav>
      </div>
      <div className="footer-legal">
        <p>{copyright}</p>
        {settings[SettingKey.ICP] && (
          <p>
            <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer">
              {settings[SettingKey.ICP]}
            </a>
            {settings[SettingKey.POLICE_RECORD] && (
              <>
                {' · '}
                <PoliceRecord record={settings[SettingKey.POLICE_RECORD]} />
              </>
            )}
          </p>
        )}
      </div>
    </footer>
  );
}

/**
 * The 公安备案 line, linked to its record on the national public security filing site when it carries the record's
 * number (e.g. 京公网安备11010502030000号); as plain text otherwise.
 */
export function PoliceRecord({ record }: { record: string }) {
  const code = /(\d{10,20})/.exec(record)?.[1];
  if (!code) return <span>{record}</span>;
  return (
    <a href={`https://beian.mps.gov.cn/#/query/webSearch?code=${code}`} target="_blank" rel="noopener noreferrer">
      {record}
    </a>
  );
}
