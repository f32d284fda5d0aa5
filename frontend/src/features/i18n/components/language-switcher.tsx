import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '@dating/domain';
import { Dropdown } from '../../../components/ui/dropdown.js';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/languages.js';
import { useLanguageChoice } from '../hooks/use-language-choice.js';

type LanguageSwitcherProps = { loggedIn: boolean };

export const LanguageSwitcher = ({ loggedIn }: LanguageSwitcherProps) => {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice(loggedIn);
  const current = NATIVE_LANGUAGE_NAMES[language];
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
      {SUPPORTED_LANGUAGES.map((option) => (
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
      ))}
    </Dropdown>
  );
};
