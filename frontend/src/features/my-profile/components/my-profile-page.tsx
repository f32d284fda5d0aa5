import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PHOTO_STATUSES } from '@dating/domain';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { memberPath } from '../../../config/paths.js';
import { useCountryName } from '../../../i18n/use-country-name.js';
import type { MyProfile } from '../../../types/profiles.js';
import { useGetMyProfileQuery } from '../api/my-profile-api.js';
import { UnsavedChangesContext, useLeaveGuard, useUnsavedChangesRegistry } from '../hooks/use-unsaved-changes.js';
import { AboutMeEditor } from './about-me-editor.js';
import { DetailsEditor } from './details-editor.js';
import { InterestsEditor } from './interests-editor.js';
import { LocationEditor } from './location-editor.js';
import { PhotoManager } from './photo-manager.js';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.js';
import './my-profile.scss';

type MyProfilePageProps = { countries: string[] };

/**
 * Spec §2 /profile: everything a member tells about themselves, each part saved on its own. Nothing typed is
 * lost: a part with edits says it is not saved yet, and leaving the page with such edits asks first.
 */
export const MyProfilePage = ({ countries }: MyProfilePageProps) => {
  const profileQuery = useGetMyProfileQuery();
  const profile = profileQuery.data;
  const { anyUnsaved, registry } = useUnsavedChangesRegistry();
  const blocker = useLeaveGuard(anyUnsaved);
  if (!profile) return <PageLoading queries={[profileQuery]} />;
  const location = { country: profile.country ?? '', region: profile.region ?? '', city: profile.city ?? '' };
  return (
    <section className="my-profile container py-4 py-md-5">
      <MyProfileHeader profile={profile} />
      <div className="row g-4">
        <div className="col-lg-5 d-flex flex-column gap-4">
          <PhotoManager photos={profile.photos} />
        </div>
        <div className="col-lg-7 d-flex flex-column gap-4">
          <UnsavedChangesContext value={registry}>
            <DetailsEditor details={profile.details} />
            <AboutMeEditor aboutMe={profile.about_me} />
            <InterestsEditor interests={profile.interests} />
            <LocationEditor location={location} countries={countries} />
          </UnsavedChangesContext>
        </div>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
};

const MyProfileHeader = ({ profile }: { profile: MyProfile }) => {
  const { t } = useTranslation('profile');
  const countryName = useCountryName();
  const main = profile.photos.find((photo) => photo.is_main && photo.status === PHOTO_STATUSES.ACTIVE);
  const place = [profile.city, profile.country && countryName(profile.country)].filter(Boolean).join(', ');
  return (
    <header className="my-profile__header d-flex flex-wrap align-items-center gap-3 mb-4">
      <ProfilePhoto name={profile.name} url={main?.thumb_url} className="my-profile__avatar" />
      <div className="flex-grow-1">
        <h1 className="my-profile__title mb-1">{t('title')}</h1>
        <p className="text-body-secondary mb-0">
          {[profile.name, profile.age, place].filter((part) => part !== null && part !== '').join(' · ')}
        </p>
      </div>
      <Link className="btn btn-outline-primary" to={memberPath(profile.id)}>
        {t('viewPublic')}
      </Link>
    </header>
  );
};
