import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@dating/domain';
import { switchLanguage } from '../../../i18n/i18n.js';
import { languageOfLocale } from '../../../i18n/languages.js';
import { useSaveLanguageMutation } from '../api/language-api.js';

/** Spec §4 locale switch: sets the language cookie and, for a logged-in member, saves the language. */
export const useLanguageChoice = (loggedIn: boolean) => {
  const { i18n } = useTranslation();
  const [saveLanguage] = useSaveLanguageMutation();
  const choose = useCallback(
    async (language: Language) => {
      await switchLanguage(language);
      if (loggedIn) await saveLanguage({ language });
    },
    [loggedIn, saveLanguage],
  );
  return { language: languageOfLocale(i18n.resolvedLanguage ?? i18n.language), choose };
};
