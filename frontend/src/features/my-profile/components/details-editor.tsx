import { useTranslation } from 'react-i18next';
import { PROFILE_DETAIL_FIELDS, PROFILE_DETAIL_VALUES } from '@dating/domain';
import type { ProfileDetails } from '../../../types/profiles.js';
import { useSectionDraft } from '../hooks/use-section-draft.js';
import { ProfileSection } from './profile-section.js';

// An unset detail is null from the server and '' from the select: both mean "not chosen".
const detailsFingerprint = (details: ProfileDetails) => JSON.stringify(PROFILE_DETAIL_FIELDS.map((field) => details[field] || ''));

/** Spec §3 profile details as selects with translated values; an empty choice clears a detail. */
export const DetailsEditor = ({ details }: { details: ProfileDetails }) => {
  const { t } = useTranslation(['profile', 'fields']);
  const { value: values, change, save, status } = useSectionDraft(details, detailsFingerprint);
  const choose = (field: string, value: string) => change((current) => ({ ...current, [field]: value }));
  const changes = Object.fromEntries(PROFILE_DETAIL_FIELDS.map((field) => [field, values[field] || null]));
  return (
    <ProfileSection title={t('sections.details')} save={{ ...status, onSubmit: () => void save({ details: changes }) }}>
      <div className="row g-3">
        {PROFILE_DETAIL_FIELDS.map((field) => (
          <div className="col-12 col-sm-6" key={field}>
            <label className="form-label small fw-semibold mb-1" htmlFor={`detail-${field}`}>
              {t(`fields:labels.${field}`)}
            </label>
            <select
              id={`detail-${field}`}
              className="form-select"
              value={values[field] ?? ''}
              onChange={(event) => choose(field, event.target.value)}
            >
              <option value="">{t('details.choose')}</option>
              {PROFILE_DETAIL_VALUES[field].map((value) => (
                <option key={value} value={value}>
                  {t(`fields:values.${field}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </ProfileSection>
  );
};
