import { useTranslation } from 'react-i18next';
import type { Language } from '@dating/domain';
import { Dropdown } from '../../../components/ui/dropdown.js';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/languages.js';
import { useLanguageChoice } from '../hooks/use-language-choice.js';
import { switcherLanguages } from '../utils/switcher-languages.js';

type LanguageSwitcherProps = {
  loggedIn: boolean;
  /** The member's country, else the visitor's by their address: its languages come first (spec §9). */
  country: string | undefined;
};

export const LanguageSwitcher = ({ loggedIn, country }: LanguageSwitcherProps) => {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice(loggedIn);
  const current = NATIVE_LANGUAGE_NAMES[language];
  const { own, others } = switcherLanguages(country);
  const item = (option: Language) => (
    <button
      key={option}
      type="button"
      role="menuitemradio"
      aria-checked={option === language}
      lang={option}
      className={`dropdown-item${option === language ? ' active' : ''}`}
      onClick={() => void choose(option)}
    >
      {NATIVE_LANGUAGE_NAMES[option]}
    </button>
  );
  return (
    <Dropdown
      label={t('nav.language', { language: current })}
      align="end"
      toggle={
        <>
          <span className="language-code" aria-hidden="true">
            {language}
          </span>
          <span className="d-none d-lg-inline ms-2">{current}</span>
        </>
      }
    >
      {own.map(item)}
      {own.length > 0 && <hr className="dropdown-divider" role="separator" />}
      {others.map(item)}
    </Dropdown>
  );
};
