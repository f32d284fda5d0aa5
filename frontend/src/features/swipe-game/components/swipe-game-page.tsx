import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { Icon } from '../../../components/ui/icons.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { API_ERRORS } from '../../../lib/error-codes.js';
import { useDeckTop } from '../hooks/use-deck-top.js';
import { useSwipeDeck } from '../hooks/use-swipe-deck.js';
import { NextLikeCountdown } from './next-like-countdown.js';
import { SwipeCardView } from './swipe-card-view.js';
import './swipe-game.scss';

/** Spec §1: the claim shown to members who are not premium. */
const PREMIUM_MATCH_ADVANTAGE_PERCENT = 46;

/**
 * Arrow keys swipe unless the member is typing or a dialog is open; a key held down swipes once, and with a modifier
 * the key keeps its browser meaning (Alt+← goes back).
 */
const keyboardIsFree = (event: KeyboardEvent) =>
  !event.repeat &&
  !event.defaultPrevented &&
  !(event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) &&
  !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement) &&
  !document.querySelector('.modal');

/**
 * Spec §2, §5 swipe game: suggested members one card at a time, liked or passed by a swipe, the buttons or the arrow
 * keys; four likes per day, then the wait until the next one and the premium claim. Passing is always possible.
 */
export const SwipeGamePage = ({ fictionalNotice }: { fictionalNotice: FictionalNotice }) => {
  const { t } = useTranslation('likes');
  const errorText = useErrorText();
  const { loading, loadError, empty, current, next, allowance, canLike, busy, choose, outcome, errorCode, newDay } = useSwipeDeck();
  const passButton = useRef<HTMLButtonElement>(null);
  const outOfLikes = useRef<HTMLDivElement>(null);
  const deck = useDeckTop<HTMLDivElement>();
  const couldLike = useRef(false);

  // The last like removes the like button: a keyboard left on nothing goes to the pass button beside it, and the
  // eyes go to the news that today's likes are used (a page scrolled down would have it out of sight).
  useEffect(() => {
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (couldLike.current && !canLike) {
      if (focusLost) passButton.current?.focus();
      outOfLikes.current?.scrollIntoView?.({ block: 'nearest' });
    }
    couldLike.current = canLike;
  }, [canLike]);

  // The keys always swipe the card on screen: the latest `choose` is in place as soon as a card is shown, before the
  // passive effects run, so a key pressed at once is not lost to the choice of the render before.
  const chooseNow = useRef(choose);
  useLayoutEffect(() => {
    chooseNow.current = choose;
  }, [choose]);
  useEffect(() => {
    const press = (event: KeyboardEvent) => {
      if (!keyboardIsFree(event)) return;
      if (event.key === 'ArrowRight') void chooseNow.current('like');
      if (event.key === 'ArrowLeft') void chooseNow.current('pass');
    };
    window.addEventListener('keydown', press);
    return () => window.removeEventListener('keydown', press);
  }, []);

  // Once today's likes are used, the news sits on the card the member looks at (passing goes on through it), or in
  // the card's place when no card is left.
  const outOfLikesPanel = allowance && !canLike && (
    <div ref={outOfLikes} className="swipe-game__out card card-body mx-auto">
      <p className="fw-semibold mb-1">{t('swipe.outOfLikes')}</p>
      {allowance.nextLikeAt && <NextLikeCountdown until={allowance.nextLikeAt} onReached={newDay} />}
      <p className="small mb-2">{t('swipe.premiumClaim', { percentage: PREMIUM_MATCH_ADVANTAGE_PERCENT })}</p>
      <Link className="btn btn-sm btn-primary align-self-center" to={paths.premium}>
        {t('swipe.getPremium')}
      </Link>
    </div>
  );
  return (
    <section className="swipe-game container py-4 py-md-5">
      <header className="text-center mb-2 mb-md-3">
        <h1 className="swipe-game__title">{t('swipe.title')}</h1>
        <p className="text-body-secondary mb-0">{t('swipe.intro')}</p>
      </header>
      {loading && <PageSpinner />}
      {loadError && <AlertMessage variant="danger">{errorText(API_ERRORS.GENERIC)}</AlertMessage>}
      {allowance && canLike && (
        <div className="swipe-game__allowance text-center mb-2 mb-md-3">
          <span className="badge rounded-pill text-bg-primary">{t('swipe.likesLeft', { count: allowance.likesLeft })}</span>
        </div>
      )}
      {!current && outOfLikesPanel}
      {empty && (
        <div className="text-center py-4">
          <p className="text-body-secondary">{t('swipe.empty')}</p>
          <Link className="btn btn-outline-primary" to={paths.members}>
            {t('page.toSearch')}
          </Link>
        </div>
      )}
      {current && (
        <div className="swipe-game__table mx-auto">
          <div ref={deck} className="swipe-game__deck">
            {next && <div className="swipe-card swipe-card--next" aria-hidden="true" />}
            <SwipeCardView key={current.id} card={current} fictionalNotice={fictionalNotice} canLike={canLike} onSwipe={(choice) => void choose(choice)} />
            {outOfLikesPanel && <div className="swipe-game__over">{outOfLikesPanel}</div>}
          </div>
          <div className="swipe-game__buttons d-flex justify-content-center gap-3 mt-3">
            <button ref={passButton} type="button" className="btn btn-outline-dark swipe-game__button" aria-disabled={busy} onClick={() => void choose('pass')}>
              <span aria-hidden="true">✕</span> {t('swipe.pass')}
            </button>
            {canLike && (
              <button
                type="button"
                className="btn btn-primary swipe-game__button"
                aria-disabled={busy}
                onClick={() => void choose('like')}
              >
                <Icon name="heart" /> {t('swipe.like')}
              </button>
            )}
          </div>
          <p className="swipe-game__keys text-center small text-body-secondary mt-2 mb-0 d-none d-md-block">{t('swipe.keyboardHint')}</p>
        </div>
      )}
      {errorCode && (
        <div className="mt-3">
          <AlertMessage variant="danger">{errorText(errorCode)}</AlertMessage>
        </div>
      )}
      <p className="visually-hidden" aria-live="polite">
        {outcome && t(outcome.choice === 'like' ? 'swipe.liked' : 'swipe.passed', { name: outcome.name })}
        {outcome?.choice === 'like' && !canLike && ` ${t('swipe.outOfLikes')}`}
      </p>
    </section>
  );
};
