import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FictionalBadge, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { usePlaceText } from '../../../components/profile/distance-label.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { Icon } from '../../../components/ui/icons.js';
import type { ProfileCard } from '../../../types/profiles.js';
import { LanderCall } from './lander-call.js';

/** A visitor's likes are not kept: after this many choices the deck asks them to sign up to like for real. */
const CHOICES_BEFORE_SIGNUP = 3;

/** Spec §2 /landers/tinderswipe: one member at a time, like or pass, then the call to sign up. */
export const SwipeDeck = ({ profiles, fictionalNotice }: { profiles: ProfileCard[]; fictionalNotice: FictionalNotice }) => {
  const { t } = useTranslation('landers');
  const placeText = usePlaceText();
  const deck = profiles.filter((profile) => profile.main_image);
  const [choices, setChoices] = useState(0);
  const current = choices < CHOICES_BEFORE_SIGNUP ? deck[choices] : undefined;
  if (!current) {
    return (
      <div className="lander-swipe__done text-center">
        {choices > 0 && <p className="lead">{t('designs.tinderswipe.done')}</p>}
        <LanderCall />
      </div>
    );
  }
  const next = () => setChoices((made) => made + 1);
  return (
    <div className="lander-swipe mx-auto">
      <article className="lander-swipe__card" aria-live="polite">
        <ProfilePhoto name={current.name} url={current.main_image?.url} className="lander-swipe__photo" />
        <div className="lander-swipe__caption photo-caption">
          <h2 className="h4 mb-0">
            {current.name}
            {current.age !== null && `, ${current.age}`}
          </h2>
          <p className="mb-0">{placeText(current)}</p>
        </div>
        {current.fictional && <FictionalBadge notice={fictionalNotice} className="lander-swipe__mark" />}
      </article>
      <div className="d-flex justify-content-center gap-4 mt-3">
        <button type="button" className="btn btn-outline-secondary btn-lg lander-swipe__choice" onClick={next} aria-label={t('designs.tinderswipe.pass', { name: current.name })}>
          ✕
        </button>
        <button type="button" className="btn btn-primary btn-lg lander-swipe__choice" onClick={next} aria-label={t('designs.tinderswipe.like', { name: current.name })}>
          <Icon name="heart" />
        </button>
      </div>
    </div>
  );
};
