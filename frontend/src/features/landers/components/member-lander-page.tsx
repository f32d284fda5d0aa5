import type { MemberLanderVariant } from '@dating/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FictionalBadge, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { usePlaceText } from '../../../components/profile/distance-label.js';
import { ProfilePhoto } from '../../../components/profile/profile-photo.js';
import { PageLoading } from '../../../components/ui/page-loading.js';
import { memberSignupPath } from '../../../config/paths.js';
import { readChatDraft, writeChatDraft } from '../../../lib/chat-draft.js';
import { useGetMemberProfileQuery } from '../../../lib/shared-endpoints.js';
import type { MemberProfile } from '../../../types/profiles.js';
import { LanderCall } from './lander-call.js';
import './landers.scss';

type MemberLanderPageProps = { memberId: string; variant: MemberLanderVariant; fictionalNotice: FictionalNotice };

const MemberHeading = ({ profile, fictionalNotice }: { profile: MemberProfile; fictionalNotice: FictionalNotice }) => {
  const placeText = usePlaceText();
  return (
    <p className="lander-member__name mb-0">
      {profile.name}
      {profile.age !== null && `, ${profile.age}`}
      {profile.fictional && <FictionalBadge notice={fictionalNotice} className="ms-2" />}
      <span className="d-block small text-body-secondary">{placeText(profile)}</span>
    </p>
  );
};

/**
 * landing3 and the signup for a member: the visitor writes the first message, kept as the chat's draft. The signup
 * takes it along where the site's welcome pays for it; otherwise the chat's composer shows it after signing up.
 */
const FirstMessage = ({ profile }: { profile: MemberProfile }) => {
  const { t } = useTranslation('landers');
  const id = useId();
  const [text, setText] = useState(() => readChatDraft(profile.id));
  return (
    <div className="lander-member__message">
      <label htmlFor={id} className="form-label fw-semibold">
        {t('member.landing3.messageLabel', { name: profile.name })}
      </label>
      <textarea
        id={id}
        className="form-control"
        rows={3}
        value={text}
        placeholder={t('member.landing3.placeholder', { name: profile.name })}
        onChange={(event) => {
          setText(event.target.value);
          writeChatDraft(profile.id, event.target.value);
        }}
      />
    </div>
  );
};

/**
 * Spec §2 /members/{id}/landing, /landing2 and /landing3: where an ad for one member leads. The member, then the way
 * to write to them: the signup for that member. landing shows their photo, landing2 their photos, landing3 lets the
 * visitor write the first message before signing up.
 */
export const MemberLanderPage = ({ memberId, variant, fictionalNotice }: MemberLanderPageProps) => {
  const { t } = useTranslation('landers');
  const query = useGetMemberProfileQuery(memberId);
  const profile = query.data;
  if (query.isError) {
    return (
      <section className="lander container py-4 py-md-5 text-center">
        <h1 className="lander__title">{t('member.unavailable')}</h1>
        <LanderCall />
      </section>
    );
  }
  if (!profile) return <PageLoading queries={[query]} />;
  const photos = variant === 'landing2' ? profile.photos : profile.photos.slice(0, 1);
  return (
    <section className={`lander lander-member lander-member--${variant} container py-4 py-md-5`}>
      <header className="lander__header text-center mb-4">
        <h1 className="lander__title">{t(`member.${variant}.title`, { name: profile.name })}</h1>
        <p className="lead mb-0">{t(`member.${variant}.lead`, { name: profile.name })}</p>
      </header>
      <div className="lander-member__card mx-auto">
        <ul className={`list-unstyled lander-member__photos lander-member__photos--${photos.length > 1 ? 'many' : 'one'}`}>
          {(photos.length ? photos : [undefined]).map((photo, index) => (
            <li key={photo?.id ?? index}>
              <ProfilePhoto name={profile.name} url={photo?.url} className="lander-member__photo" />
            </li>
          ))}
        </ul>
        <MemberHeading profile={profile} fictionalNotice={fictionalNotice} />
        {variant === 'landing3' && <FirstMessage profile={profile} />}
        <Link className="btn btn-secondary btn-lg w-100 mt-3" to={memberSignupPath(profile.id)}>
          {t('member.write', { name: profile.name })}
        </Link>
      </div>
    </section>
  );
};

/** Above the signup an ad for one member leads to: whom the new member is about to write to, and their first message. */
export const MemberSignupIntro = ({ memberId, fictionalNotice }: { memberId: string; fictionalNotice: FictionalNotice }) => {
  const { t } = useTranslation('landers');
  const { data: profile } = useGetMemberProfileQuery(memberId);
  if (!profile) return null;
  return (
    <div className="mb-4">
      <div className="lander-member__intro d-flex align-items-center gap-3 mb-3">
        <ProfilePhoto name={profile.name} url={profile.photos[0]?.thumb_url} className="lander-member__avatar" />
        <div>
          <h1 className="h4 mb-1">{t('member.signupTitle', { name: profile.name })}</h1>
          <p className="mb-0 small">{t('member.signupLead', { name: profile.name })}</p>
          <MemberHeading profile={profile} fictionalNotice={fictionalNotice} />
        </div>
      </div>
      <FirstMessage profile={profile} />
    </div>
  );
};
