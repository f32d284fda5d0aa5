import type { LanderDesign } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { FictionalBadge, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { usePlaceText } from '../../../components/profile/distance-label.js';
import { useRegionName } from '../../../i18n/use-region-name.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { Icon } from '../../../components/ui/icons.js';
import { SignupLink } from '../../../components/signup/signup-link.js';
import type { ProfileCard } from '../../../types/profiles.js';

type DesignProps = { profiles: ProfileCard[]; fictionalNotice: FictionalNotice };

const withPhotos = (profiles: ProfileCard[]) => profiles.filter((profile) => profile.main_image);

/** A face with its name and age, and the fictional mark where the site runs the profile. */
const Face = ({ profile, fictionalNotice, large = false }: { profile: ProfileCard; fictionalNotice: FictionalNotice; large?: boolean }) => (
  <figure className={`lander-face${large ? ' lander-face--large' : ''}`}>
    <ProfilePhoto name={profile.name} url={(large ? profile.main_image?.url : profile.main_image?.thumb_url) ?? undefined} className="lander-face__photo" />
    <figcaption className={`lander-face__caption${large ? ' photo-caption' : ''}`}>
      {profile.name}
      {profile.age !== null && `, ${profile.age}`}
    </figcaption>
    {profile.fictional && <FictionalBadge notice={fictionalNotice} className="lander-face__mark" />}
  </figure>
);

const Faces = ({ profiles, fictionalNotice, max, className }: DesignProps & { max: number; className: string }) => {
  const { t } = useTranslation('landers');
  const shown = withPhotos(profiles).slice(0, max);
  if (!shown.length) return null;
  return (
    <ul className={`list-unstyled ${className}`} aria-label={t('membersLabel')}>
      {shown.map((profile) => (
        <li key={profile.id}>
          <Face profile={profile} fictionalNotice={fictionalNotice} />
        </li>
      ))}
    </ul>
  );
};

const FEATURES = [
  { key: 'free', icon: 'coins' },
  { key: 'language', icon: 'globe' },
  { key: 'private', icon: 'shield' },
] as const;

const Features = () => {
  const { t } = useTranslation('landers');
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-3 g-3 lander-features">
      {FEATURES.map(({ key, icon }) => (
        <li className="col" key={key}>
          <div className="lander-features__item h-100">
            <Icon name={icon} className="lander-features__icon" />
            <h2 className="h5 mt-2">{t(`features.${key}.title`)}</h2>
            <p className="mb-0">{t(`features.${key}.body`)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
};

/** Members grouped by their region: the map lander names places rather than drawing tiles it would fetch elsewhere. */
const Nearby = ({ profiles, fictionalNotice }: DesignProps) => {
  const { t } = useTranslation('landers');
  const regionName = useRegionName();
  const regions = new Map<string, ProfileCard[]>();
  for (const profile of withPhotos(profiles)) {
    const region = regionName(profile.country, profile.region) || t('designs.maplanding.elsewhere');
    regions.set(region, [...(regions.get(region) ?? []), profile]);
  }
  return (
    <div className="lander-nearby" aria-label={t('membersLabel')} role="group">
      {[...regions].slice(0, 4).map(([region, members]) => (
        <section key={region} className="lander-nearby__region">
          <h2 className="h6 lander-nearby__place">
            <Icon name="globe" /> {region}
          </h2>
          <ul className="list-unstyled lander-faces lander-faces--row">
            {members.slice(0, 4).map((profile) => (
              <li key={profile.id}>
                <Face profile={profile} fictionalNotice={fictionalNotice} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
};

const Feed = ({ profiles, fictionalNotice }: DesignProps) => {
  const { t } = useTranslation('landers');
  const placeText = usePlaceText();
  return (
    <ul className="list-unstyled lander-feed" aria-label={t('membersLabel')}>
      {withPhotos(profiles)
        .slice(0, 6)
        .map((profile) => (
          <li key={profile.id} className="lander-feed__post">
            <ProfilePhoto name={profile.name} url={profile.main_image?.thumb_url} className="lander-feed__avatar" />
            <div className="lander-feed__text">
              <p className="mb-0 fw-semibold">
                {profile.age === null ? t('designs.socialnetwork.joinedNoAge', { name: profile.name }) : t('designs.socialnetwork.joined', { name: profile.name, age: profile.age })}
                {profile.fictional && <FictionalBadge notice={fictionalNotice} className="ms-2" />}
              </p>
              <p className="mb-0 small text-body-secondary">{placeText(profile)}</p>
            </div>
            <SignupLink className="btn btn-outline-primary btn-sm">{t('member.write', { name: profile.name })}</SignupLink>
          </li>
        ))}
    </ul>
  );
};

/** Photos that follow each other like a film; still for who asked the system for reduced motion. */
const Slideshow = ({ profiles, fictionalNotice, motion }: DesignProps & { motion: 'fade' | 'zoom' }) => {
  const { t } = useTranslation('landers');
  const shown = withPhotos(profiles).slice(0, 5);
  if (!shown.length) return null;
  return (
    <ul className={`list-unstyled lander-slideshow lander-slideshow--${motion} lander-slideshow--of-${shown.length}`} aria-label={t('membersLabel')} style={{ ['--slides' as string]: shown.length }}>
      {shown.map((profile, index) => (
        <li key={profile.id} className="lander-slideshow__slide" style={{ ['--slide' as string]: index }}>
          <Face profile={profile} fictionalNotice={fictionalNotice} large />
        </li>
      ))}
    </ul>
  );
};

/** What each design shows between its headline and its call to action. */
export const LanderDesignBody = ({ design, ...props }: DesignProps & { design: LanderDesign }) => {
  const { t } = useTranslation('landers');
  switch (design) {
    case 'alonetonight':
      return <Faces {...props} max={3} className="lander-faces lander-faces--online" />;
    case 'collagelanding':
      return <Faces {...props} max={9} className="lander-collage" />;
    case 'gallery':
      return props.profiles.length ? <ProfileGrid profiles={props.profiles.slice(0, 8)} fictionalNotice={props.fictionalNotice} label={t('membersLabel')} /> : null;
    case 'iconslanding':
      return (
        <>
          <Features />
          <Faces {...props} max={6} className="lander-faces lander-faces--row" />
        </>
      );
    case 'maplanding':
      return <Nearby {...props} />;
    case 'socialnetwork':
      return <Feed {...props} />;
    case 'transitionsvideolanding':
      return <Slideshow {...props} motion="fade" />;
    case 'video':
      return <Slideshow {...props} motion="zoom" />;
  }
};
