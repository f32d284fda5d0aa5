import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AccountSettingsPage } from '../../features/account-settings/components/account-settings-page.js';
import { SETTINGS_PATH, SETTINGS_TAB } from '../../features/account-settings/utils/settings-links.js';
import { paths } from '../../config/paths.js';
import { MyProfilePage } from '../../features/my-profile/components/my-profile-page.js';
import { MembersOnly } from './session-gates.js';

/** The profile and the account settings are two tabs of /profile (`?tab=settings`), each with its own address. */
export const MyProfileRoute = () => {
  const [searchParams] = useSearchParams();
  const settingsTab = searchParams.get('tab') === SETTINGS_TAB;
  return (
    <MembersOnly>
      {(user, settings) => (
        <>
          <ProfileTabs settingsTab={settingsTab} />
          {settingsTab ? <AccountSettingsPage user={user} pushPublicKey={settings.push_public_key} /> : <MyProfilePage countries={settings.countries} />}
        </>
      )}
    </MembersOnly>
  );
};

const ProfileTabs = ({ settingsTab }: { settingsTab: boolean }) => {
  const { t } = useTranslation('settings');
  const tab = (to: string, label: string, current: boolean) => (
    <li className="nav-item">
      <Link className={`nav-link${current ? ' active' : ''}`} aria-current={current ? 'page' : undefined} to={to}>
        {label}
      </Link>
    </li>
  );
  return (
    <nav className="container pt-3 pt-md-4" aria-label={t('tabs.label')}>
      <ul className="nav nav-underline">
        {tab(paths.myProfile, t('tabs.profile'), !settingsTab)}
        {tab(SETTINGS_PATH, t('tabs.settings'), settingsTab)}
      </ul>
    </nav>
  );
};
