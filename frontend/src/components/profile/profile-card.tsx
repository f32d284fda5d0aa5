import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { memberPath } from '../../config/paths.js';
import type { ProfileCard as ProfileCardData } from '../../types/profiles.js';
import { useDistanceText, usePlaceText } from './distance-label.js';
import { FictionalBadge } from './fictional-badge.js';
import type { FictionalNotice } from './fictional-badge.js';
import { ProfilePhoto } from './profile-photo.js';
import { searchReturnState } from './search-return.js';

type ProfileCardProps = {
  profile: ProfileCardData;
  fictionalNotice: FictionalNotice;
  /** A control in the photo's other corner (the like button), outside the link that opens the profile. */
  action?: ReactNode;
  /** More marks beside the fictional one (a like's "New"). */
  marks?: ReactNode;
};

/** A member in a grid of results: photo, name and age, city; the whole card opens the profile. */
export const ProfileCard = ({ profile, fictionalNotice, action, marks }: ProfileCardProps) => {
  const { t } = useTranslation('fields');
  const distanceText = useDistanceText();
  const { pathname, search } = useLocation();
  const place = usePlaceText()(profile);
  return (
    <article className={`profile-card${action ? ' profile-card--with-action' : ''}`}>
      <Link className="profile-card__link" to={memberPath(profile.id)} state={searchReturnState(pathname, search)} aria-label={t('card.open', { name: profile.name })}>
        <ProfilePhoto name={profile.name} url={profile.main_image?.thumb_url} className="profile-card__photo" />
        <div className="profile-card__caption">
          <h3 className="profile-card__name">
            {profile.name}
            {profile.age !== null && <span className="profile-card__age">, {profile.age}</span>}
          </h3>
          {place && <p className="profile-card__place">{place}</p>}
        </div>
      </Link>
      {/* The badges side by side (wrapping on a narrow card), the distance under them, all clear of the action's corner. */}
      <div className="profile-card__marks">
        {(profile.fictional || marks) && (
          <div className="profile-card__badges">
            {profile.fictional && <FictionalBadge notice={fictionalNotice} />}
            {marks}
          </div>
        )}
        {profile.distance_km !== undefined && <span className="profile-card__distance">{distanceText(profile.distance_km)}</span>}
      </div>
      {action && <div className="profile-card__action">{action}</div>}
    </article>
  );
};
