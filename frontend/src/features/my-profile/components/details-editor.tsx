import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROFILE_DETAIL_FIELDS, PROFILE_DETAIL_VALUES } from '@dating/domain';
import type { ProfileDetails } from '../../../types/profiles.js';
import { useProfileSave } from '../hooks/use-profile-save.js';
import { ProfileSection } from './profile-section.js';

/** Spec §3 profile details as selects with translated values; an empty choice clears a detail. */
export const DetailsEditor = ({ details }: { details: ProfileDetails }) => {
  const { t } = useTranslation(['profile', 'fields']);
  const [values, setValues] = useState(details);
  const { save, edited, ...status } = useProfileSave();
  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    edited();
  };
  const changes = Object.fromEntries(PROFILE_DETAIL_FIELDS.map((field) => [field, values[field] || null]));
  return (
    <ProfileSection title={t('sections.details')} save={{ ...status, onSubmit: () => void save({ details: changes }) }}>
      <div className="row g-3">
        {PROFILE_DETAIL_FIELDS.map((field) => (
          <div className="col-6" key={field}>
            <label className="form-label small fw-semibold mb-1" htmlFor={`detail-${field}`}>
              {t(`fields:labels.${field}`)}
            </label>
            <select
              id={`detail-${field}`}
              className="form-select"
              value={values[field] ?? ''}
              onChange={(event) => change(field, event.target.value)}
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
