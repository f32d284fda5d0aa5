import { useTranslation } from 'react-i18next';
import { ABOUT_ME_MAX_LENGTH } from '@dating/domain';
import { useSectionDraft } from '../hooks/use-section-draft.js';
import { ProfileSection } from './profile-section.js';

const asTyped = (text: string) => text;

export const AboutMeEditor = ({ aboutMe }: { aboutMe: string }) => {
  const { t } = useTranslation(['profile', 'fields']);
  const { value: text, change, save, status } = useSectionDraft(aboutMe, asTyped);
  return (
    <ProfileSection title={t('fields:labels.about_me')} save={{ ...status, onSubmit: () => void save({ about_me: text }) }}>
      <label className="visually-hidden" htmlFor="about-me">
        {t('fields:labels.about_me')}
      </label>
      <textarea
        id="about-me"
        className="form-control"
        rows={6}
        maxLength={ABOUT_ME_MAX_LENGTH}
        placeholder={t('aboutMe.placeholder')}
        value={text}
        aria-describedby="about-me-counter"
        onChange={(event) => change(event.target.value)}
      />
      <div id="about-me-counter" className="form-text text-end">
        {t('aboutMe.counter', { length: text.length, max: ABOUT_ME_MAX_LENGTH })}
      </div>
    </ProfileSection>
  );
};
