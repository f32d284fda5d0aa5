import { useTranslation } from 'react-i18next';
import type { FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { ProfileGrid } from '../../../components/profile/profile-grid.js';
import { useGetSimilarProfilesQuery } from '../api/member-profile-api.js';

type SimilarProfilesProps = { memberId: string; fictionalNotice: FictionalNotice };

/** Members like this one (same country and gender, close in age), as a strip below the profile. */
export const SimilarProfiles = ({ memberId, fictionalNotice }: SimilarProfilesProps) => {
  const { t } = useTranslation('members');
  const { data: similar } = useGetSimilarProfilesQuery(memberId);
  if (!similar?.length) return null;
  return (
    <section className="similar-profiles mt-5" aria-labelledby="similar-profiles-title">
      <h2 className="h4 mb-3" id="similar-profiles-title">
        {t('profile.similar')}
      </h2>
      <ProfileGrid profiles={similar} fictionalNotice={fictionalNotice} label={t('profile.similar')} compact />
    </section>
  );
};
