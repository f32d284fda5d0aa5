import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwipeCard, SwipeChoice } from '@dating/domain';
import { usePlaceText } from '../../../components/profile/distance-label.js';
import { FictionalBadge, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { swipeChoiceOf } from '../utils/countdown.js';

type SwipeCardViewProps = {
  card: SwipeCard;
  fictionalNotice: FictionalNotice;
  /** Whether a drag to the right may like (false once today's likes are used). */
  canLike: boolean;
  onSwipe: (choice: SwipeChoice) => void;
};

/** The card on top of the deck: photo, name, age, city and interests; it follows a finger or a mouse and is let go to swipe. */
export const SwipeCardView = ({ card, fictionalNotice, canLike, onSwipe }: SwipeCardViewProps) => {
  const { t } = useTranslation(['likes', 'fields']);
  const start = useRef<number | null>(null);
  const [dragX, setDragX] = useState(0);
  const release = () => {
    const choice = swipeChoiceOf(dragX);
    start.current = null;
    setDragX(0);
    if (choice && (choice === 'pass' || canLike)) onSwipe(choice);
  };
  const follow = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDragX(event.clientX - start.current);
  };
  const grab = (event: PointerEvent<HTMLDivElement>) => {
    start.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const place = usePlaceText()(card);
  return (
    <div
      className={`swipe-card${dragX ? ' swipe-card--dragging' : ''}`}
      style={dragX ? { transform: `translateX(${dragX}px) rotate(${dragX / 20}deg)` } : undefined}
      onPointerDown={grab}
      onPointerMove={follow}
      onPointerUp={release}
      onPointerCancel={() => (start.current = null, setDragX(0))}
    >
      <ProfilePhoto name={card.name} url={card.main_image?.url} className="swipe-card__photo" />
      {(dragX < 0 || (dragX > 0 && canLike)) && (
        <span className={`swipe-card__stamp swipe-card__stamp--${dragX > 0 ? 'like' : 'pass'}`} aria-hidden="true">
          {dragX > 0 ? t('swipe.like') : t('swipe.pass')}
        </span>
      )}
      {card.fictional && (
        <div className="swipe-card__marks">
          <FictionalBadge notice={fictionalNotice} />
        </div>
      )}
      <div className="swipe-card__caption photo-caption">
        <h2 className="swipe-card__name">
          {card.name}
          {card.age !== null && <span className="swipe-card__age">, {card.age}</span>}
        </h2>
        {place && <p className="swipe-card__place">{place}</p>}
        {card.interests.length > 0 && (
          <ul className="swipe-card__interests list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t('fields:labels.interests')}>
            {card.interests.slice(0, 6).map((interest) => (
              <li className="swipe-card__interest" key={interest}>
                {t(`fields:interests.${interest}`)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
};
