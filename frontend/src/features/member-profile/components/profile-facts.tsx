import { useTranslation } from 'react-i18next';
import { isProfileDetailField } from '@dating/domain';
import type { ProfileDetails } from '../../../types/profiles.js';

type ProfileFactsProps = {
  title: string;
  details: ProfileDetails;
  /** settings.visible_profile_fields: which fields this site shows, in its order. */
  visibleFields: string[];
};

/** The member's chosen values, each in the reader's language; nothing at all while none is chosen. */
export const ProfileFacts = ({ title, details, visibleFields }: ProfileFactsProps) => {
  const { t } = useTranslation('fields');
  const shown = visibleFields.filter(isProfileDetailField).filter((field) => details[field]);
  if (shown.length === 0) return null;
  return (
    <section className="mb-4">
      <h2 className="member-profile__heading">{title}</h2>
      <dl className="profile-facts row g-0 mb-0">
        {shown.map((field) => (
          <div className="profile-facts__item" key={field}>
            <dt>{t(`labels.${field}`)}</dt>
            <dd>{t(`values.${field}.${details[field]}`)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};
