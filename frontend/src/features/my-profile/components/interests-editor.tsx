import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/ui/page-spinner.js';
import { useGetInterestsQuery } from '../../../lib/catalog-api.js';
import { useSectionDraft } from '../hooks/use-section-draft.js';
import { ProfileSection } from './profile-section.js';

// The order they were switched on in does not matter.
const interestsFingerprint = (chosen: ReadonlySet<string>) => JSON.stringify([...chosen].sort());

/** The site's interests as chips that switch on and off. */
export const InterestsEditor = ({ interests }: { interests: string[] }) => {
  const { t } = useTranslation(['profile', 'fields']);
  const { data: catalog } = useGetInterestsQuery();
  const { value: chosen, change, save, status } = useSectionDraft<ReadonlySet<string>>(new Set(interests), interestsFingerprint);
  const toggle = (interest: string) =>
    change((current) => {
      const next = new Set(current);
      if (!next.delete(interest)) next.add(interest);
      return next;
    });
  return (
    <ProfileSection
      title={t('fields:labels.interests')}
      hint={t('interests.hint')}
      save={{ ...status, onSubmit: () => void save({ interests: [...chosen] }) }}
    >
      {catalog ? (
        <div className="d-flex flex-wrap gap-2">
          {catalog.map((interest) => (
            <button
              type="button"
              key={interest}
              className={`interest-chip interest-chip--toggle${chosen.has(interest) ? ' interest-chip--on' : ''}`}
              aria-pressed={chosen.has(interest)}
              onClick={() => toggle(interest)}
            >
              {t(`fields:interests.${interest}`)}
            </button>
          ))}
        </div>
      ) : (
        <PageSpinner />
      )}
    </ProfileSection>
  );
};
