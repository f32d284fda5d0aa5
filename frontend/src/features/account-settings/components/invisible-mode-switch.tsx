import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { useInvisibleMode } from '../hooks/use-invisible-mode.js';
import { SettingsSection } from './settings-section.js';

/** Spec §1 invisible mode: out of search and profiles while on; the account and chats stay. */
export const InvisibleModeSwitch = ({ invisible }: { invisible: boolean }) => {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const mode = useInvisibleMode(invisible);
  return (
    <SettingsSection title={t('privacy.title')}>
      <div className="form-check form-switch account-settings__switch-row d-flex gap-3 ps-0">
        <input
          id="settings-invisible-mode"
          className="form-check-input ms-0 flex-shrink-0"
          type="checkbox"
          role="switch"
          checked={mode.invisible}
          disabled={mode.busy}
          aria-describedby="settings-invisible-mode-hint"
          onChange={(event) => void mode.choose(event.target.checked)}
        />
        <div>
          <label className="form-check-label fw-semibold" htmlFor="settings-invisible-mode">
            {t('privacy.invisible')}
          </label>
          <p id="settings-invisible-mode-hint" className="small text-body-secondary mb-0">
            {mode.invisible ? t('privacy.invisibleOn') : t('privacy.invisibleOff')}
          </p>
        </div>
      </div>
      {mode.error && (
        <p className="small text-danger mt-2 mb-0" role="alert">
          {errorText(mode.error.code, mode.error.params)}
        </p>
      )}
    </SettingsSection>
  );
};
