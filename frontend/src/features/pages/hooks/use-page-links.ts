import { useTranslation } from 'react-i18next';
import { PAGE_LINK_KEYS, PAGE_LINKS } from '../utils/page-links.js';

/** The static pages as footer links, labelled in the reader's language (spec §2 footer order); the labels are in `common`, which every page loads. */
export const usePageLinks = () => {
  const { t } = useTranslation('common');
  return PAGE_LINK_KEYS.map((key) => ({ to: PAGE_LINKS[key], label: t(`pageLinks.${key}`) }));
};
