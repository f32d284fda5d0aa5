import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dropdown } from '../../../components/ui/dropdown.js';
import { paths } from '../../../config/paths.js';
import type { User } from '../../../types/api.js';

type AccountMenuProps = {
  user: User;
  /** Installs the site as an app: only while the browser offers that (not in the installed app itself). */
  install?: () => Promise<void>;
};

/**
 * Spec §2 account menu: my profile, settings (the second tab of the profile page), the moderation and report queues and
 * the page-bounce report for staff, installing the app where the browser offers it (spec §4), logout.
 */
export const AccountMenu = ({ user, install }: AccountMenuProps) => {
  // The settings entry's label lives with the settings texts, which the first page may not have loaded yet.
  const { t } = useTranslation(['common', 'settings']);
  const initial = user.profile.name.slice(0, 1).toUpperCase();
  const photo = user.profile.main_image?.thumb_filename;
  return (
    <Dropdown
      label={t('nav.accountMenu')}
      align="end"
      toggle={
        <>
          {photo ? (
            <img className="avatar-initial" src={photo} alt="" />
          ) : (
            <span className="avatar-initial" aria-hidden="true">
              {initial}
            </span>
          )}
          <span className="d-none d-md-inline ms-2">{user.profile.name}</span>
        </>
      }
    >
      <Link className="dropdown-item" role="menuitem" to={paths.myProfile}>
        {t('nav.myProfile')}
      </Link>
      <Link className="dropdown-item" role="menuitem" to={{ pathname: paths.myProfile, search: '?tab=settings' }}>
        {t('settings:menuEntry')}
      </Link>
      {user.staff && (
        <>
          <Link className="dropdown-item" role="menuitem" to={paths.moderation}>
            {t('nav.moderation')}
          </Link>
          <Link className="dropdown-item" role="menuitem" to={paths.staffReports}>
            {t('nav.reports')}
          </Link>
          <Link className="dropdown-item" role="menuitem" to={paths.staffPageBounces}>
            {t('nav.pageBounces')}
          </Link>
          <Link className="dropdown-item" role="menuitem" to={paths.staffInsights}>
            {t('nav.insights')}
          </Link>
        </>
      )}
      {install && (
        <button type="button" className="dropdown-item" role="menuitem" onClick={() => void install()}>
          {t('nav.installApp')}
        </button>
      )}
      <div className="dropdown-divider" role="separator" />
      <Link className="dropdown-item" role="menuitem" to={paths.logout}>
        {t('nav.logout')}
      </Link>
    </Dropdown>
  );
};
