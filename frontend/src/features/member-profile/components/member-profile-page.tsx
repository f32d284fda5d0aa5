import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDistanceText, usePlaceText } from '../../../components/profile/distance-label.js';
import { searchToReturnTo } from '../../../components/profile/search-return.js';
import { FictionalBadge } from '../../../components/profile/fictional-badge.js';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { LikeButton } from '../../../components/likes/like-button.js';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { memberChatPath, paths } from '../../../config/paths.js';
import { toApiError } from '../../../lib/api-error.js';
import type { MemberProfile } from '../../../types/profiles.js';
import { useGetMemberProfileQuery } from '../api/member-profile-api.js';
import { BlockControl } from './block-control.js';
import { MorePhotos } from './more-photos.js';
import { PhotoGallery } from './photo-gallery.js';
import { ProfileFacts } from './profile-facts.js';
import { SimilarProfiles } from './similar-profiles.js';
import { ProfileUnavailable } from './profile-unavailable.js';
import './member-profile.scss';

type MemberProfilePageProps = {
  memberId: string;
  /** The logged-in member's id; visitors (logged-out search) cannot block. */
  viewerId: string | undefined;
  visibleFields: string[];
  fictionalNotice: FictionalNotice;
  /** Shown to members beside Block: the route puts the reports feature's button here. */
  reportControl?: ReactNode;
  /** Shown to members beside the message button, for a member not blocked: the route puts the chat feature's gift button here. */
  renderGift?: (profile: { id: string; name: string }) => ReactNode;
};

/**
 * Spec §2 member profile: gallery, age, place, details, about me, interests; like, message, block and unblock, report;
 * similar profiles. A visitor's message button leads to the login (spec §4: chatting needs an account); the photos only
 * premium members see are counted, with the way to them.
 * A member the viewer blocked shows only name, age and place beside the notice: the server refuses their photos
 * to the blocker too, and the notice says the two no longer see each other.
 */
export const MemberProfilePage = ({ memberId, viewerId, visibleFields, fictionalNotice, reportControl, renderGift }: MemberProfilePageProps) => {
  const { t } = useTranslation('members');
  const location = useLocation();
  const { data: profile, error } = useGetMemberProfileQuery(memberId);
  if (error) return <ProfileUnavailable code={toApiError(error)!.code} />;
  if (!profile) return <PageSpinner />;
  const blocked = profile.blocked_by_me;
  return (
    <article className="member-profile container py-4 py-md-5">
      <Link className="member-profile__back btn btn-link px-0 mb-3" to={searchToReturnTo(location.state) ?? paths.members}>
        ‹ {t('profile.backToSearch')}
      </Link>
      <div className="row g-4 g-lg-5">
        <div className="col-md-6 col-lg-5">
          <PhotoGallery name={profile.name} photos={blocked ? [] : profile.photos} />
          {!blocked && profile.more_photos > 0 && <MorePhotos count={profile.more_photos} loggedIn={viewerId !== undefined} />}
        </div>
        <div className="col-md-6 col-lg-7">
          <ProfileHeader profile={profile} fictionalNotice={fictionalNotice} />
          {viewerId !== profile.id && (
            <div className="member-profile__actions d-flex flex-wrap align-items-start gap-2 mb-4">
              {!blocked && <LikeButton member={{ id: profile.id, name: profile.name, main_image: profile.photos[0] ?? null }} loggedIn={viewerId !== undefined} />}
              {!blocked && (
                <Link className="btn btn-primary" to={memberChatPath(profile.id)}>
                  {t('profile.sendMessage')}
                </Link>
              )}
              {viewerId && !blocked && renderGift?.(profile)}
              {viewerId && <BlockControl memberId={profile.id} name={profile.name} blocked={blocked} />}
              {viewerId && reportControl}
            </div>
          )}
          {!blocked && <ProfileBody profile={profile} visibleFields={visibleFields} />}
        </div>
      </div>
      <SimilarProfiles memberId={profile.id} fictionalNotice={fictionalNotice} />
    </article>
  );
};

const ProfileHeader = ({ profile, fictionalNotice }: { profile: MemberProfile; fictionalNotice: FictionalNotice }) => {
  const placeText = usePlaceText();
  const distanceText = useDistanceText();
  const place = [
    placeText(profile, { withCountry: true }),
    profile.distance_km !== undefined && distanceText(profile.distance_km),
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <header className="mb-3">
      <h1 className="member-profile__name d-flex align-items-center gap-2">
        <span>
          {profile.name}
          {profile.age !== null && <span className="member-profile__age">, {profile.age}</span>}
        </span>
        {profile.fictional && <FictionalBadge notice={fictionalNotice} />}
      </h1>
      {place && <p className="member-profile__place mb-0">{place}</p>}
    </header>
  );
};

const ProfileBody = ({ profile, visibleFields }: { profile: MemberProfile; visibleFields: string[] }) => {
  const { t } = useTranslation(['members', 'fields']);
  return (
    <>
      {profile.about_me && (
        <section className="mb-4">
          <h2 className="member-profile__heading">{t('fields:labels.about_me')}</h2>
          <p className="member-profile__about mb-0">{profile.about_me}</p>
        </section>
      )}
      <ProfileFacts title={t('profile.details')} details={profile.details} visibleFields={visibleFields} />
      {profile.interests.length > 0 && (
        <section>
          <h2 className="member-profile__heading">{t('fields:labels.interests')}</h2>
          <ul className="interest-chips list-unstyled d-flex flex-wrap gap-2 mb-0">
            {profile.interests.map((interest) => (
              <li className="interest-chip" key={interest}>
                {t(`fields:interests.${interest}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
};
