import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dating/domain';
import { NATIVE_LANGUAGE_NAMES } from '../../../i18n/languages.js';
import { useLanguageChoice } from '../hooks/use-language-choice.js';
import { switcherLanguages } from '../utils/switcher-languages.js';

type LanguageConfigPageProps = { loggedIn: boolean; country: string | undefined };

/**
 * Spec §2 /lang-config: the language of the site as a page of its own (a link can lead here), with the country's
 * languages first like the switcher; a choice takes effect at once and, for a member, is kept for their mails too.
 */
export const LanguageConfigPage = ({ loggedIn, country }: LanguageConfigPageProps) => {
  const { t } = useTranslation('common');
  const { language, choose } = useLanguageChoice(loggedIn);
  const { own, others } = switcherLanguages(country);
  const headingId = useId();
  const option = (choice: Language) => (
    <label key={choice} className="d-flex align-items-center gap-3 py-2 border-bottom" lang={choice}>
      <input className="form-check-input m-0" type="radio" name="language" checked={choice === language} onChange={() => void choose(choice)} />
      {NATIVE_LANGUAGE_NAMES[choice]}
    </label>
  );
  return (
    <section className="container py-4 py-md-5" aria-labelledby={headingId}>
      <div className="row justify-content-center">
        <div className="col-md-8 col-lg-6">
          <h1 id={headingId}>{t('langConfig.title')}</h1>
          <p className="lead">{t(loggedIn ? 'langConfig.leadMember' : 'langConfig.lead')}</p>
          <div role="radiogroup" aria-labelledby={headingId}>
            <div className="mb-3">{own.map(option)}</div>
            <div>{others.map(option)}</div>
          </div>
          <p className="mt-3 mb-0" role="status">
            {t('langConfig.current', { language: NATIVE_LANGUAGE_NAMES[language] })}
          </p>
        </div>
      </div>
    </section>
  );
};
