import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './profiles.scss';

/**
 * The site's disclosure of fictional profiles (spec §3 settings fictional_icon, fictional_warning, fictional_singular,
 * fictional_plural, domain_language): the operator's wording, in the site's language.
 */
export type FictionalNotice = { icon: string; siteWarning: string; siteSingular: string; sitePlural: string; siteLanguage: string };

/** What a member reads of fictional profiles: the warning and the words that name one or several of them. */
export type FictionalWording = { warning: string; singular: string; plural: string };

/** A phrase that begins a label or a sentence: the site's words read mid-sentence, in lower case. */
export const sentenceCase = (text: string): string => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The operator's wording where the member reads the site's language, our translation of it in every other language
 * (and wherever the site left a word empty).
 */
export const useFictionalWording = (notice: FictionalNotice): FictionalWording => {
  const { t, i18n } = useTranslation('common');
  const sameLanguage = notice.siteLanguage.slice(0, 2).toLowerCase() === i18n.language.slice(0, 2);
  const siteWord = (word: string, translation: string) => (sameLanguage && word ? word : translation);
  return {
    warning: siteWord(notice.siteWarning, t('fictional.warning')),
    singular: siteWord(notice.siteSingular, t('fictional.singular')),
    plural: siteWord(notice.sitePlural, t('fictional.plural')),
  };
};

type FictionalBadgeProps = { notice: FictionalNotice; className?: string };

/** Room kept between the explanation and the edge of the screen. */
const SCREEN_MARGIN_PX = 8;

/**
 * How far the open explanation must move sideways to stay on the screen: a mark sits anywhere (a lander's left
 * column, a card's corner, a header), and the side the explanation opens to suits only some of those places.
 */
const useOnScreenShift = (open: boolean) => {
  const explanation = useRef<HTMLSpanElement>(null);
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    if (!open || !explanation.current) {
      setShift(0);
      return;
    }
    const { left, right } = explanation.current.getBoundingClientRect();
    const screenRight = document.documentElement.clientWidth - SCREEN_MARGIN_PX;
    if (left < SCREEN_MARGIN_PX) setShift(SCREEN_MARGIN_PX - left);
    else if (right > screenRight) setShift(screenRight - right);
  }, [open]);
  return { explanation, shift };
};

/**
 * The mark on a fictional profile: the icon with a short word, and the explanation on a click or a tap
 * (a tooltip alone never shows on a touch screen). Escape or leaving the mark hides it again.
 */
export const FictionalBadge = ({ notice, className }: FictionalBadgeProps) => {
  const { warning, singular } = useFictionalWording(notice);
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  const { explanation, shift } = useOnScreenShift(open);
  return (
    <span className={`fictional-badge${className ? ` ${className}` : ''}`} onBlur={() => setOpen(false)}>
      <button
        type="button"
        className="fictional-badge__toggle"
        aria-expanded={open}
        aria-controls={explanationId}
        title={warning}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <img src={notice.icon} alt="" width={18} height={18} />
        <span>{sentenceCase(singular)}</span>
      </button>
      <span
        ref={explanation}
        id={explanationId}
        role="note"
        className="fictional-badge__explanation"
        hidden={!open}
        style={shift ? { translate: `${shift}px` } : undefined}
      >
        {warning}
      </span>
    </span>
  );
};
