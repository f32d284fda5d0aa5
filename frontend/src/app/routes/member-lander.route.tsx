import { landerSlugSchema, type MemberLanderVariant } from '@dating/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { PageLoading } from '../../components/ui/page-loading.js';
import { memberChatPath, memberPath } from '../../config/paths.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { useCurrentUser } from '../../features/auth/hooks/use-current-user.js';
import { MemberLanderPage, MemberSignupIntro } from '../../features/landers/components/member-lander-page.js';
import { SignupWizard } from '../../features/signup/components/signup-wizard.js';
import { useSettingsQuery } from '../../features/site/hooks/use-settings.js';
import { useGetMemberProfileQuery } from '../../lib/shared-endpoints.js';
import { NotFoundRoute } from './not-found.route.js';
import { fictionalNoticeOf } from './session-gates.js';

const memberLanderRoute = (variant: MemberLanderVariant) => {
  const MemberLanderRoute = () => {
    const { id = '', slug } = useParams();
    const { loggedIn, query } = useCurrentUser();
    const settingsQuery = useSettingsQuery();
    const settings = settingsQuery.data;
    if (slug !== undefined && !landerSlugSchema.safeParse(slug).success) return <NotFoundRoute />;
    if (loggedIn === undefined || !settings) return <PageLoading queries={[query, settingsQuery]} />;
    // A member who follows the ad meets the member on their profile.
    if (loggedIn) return <Navigate to={memberPath(id)} replace />;
    return <MemberLanderPage key={id} memberId={id} variant={variant} fictionalNotice={fictionalNoticeOf(settings)} />;
  };
  return MemberLanderRoute;
};

/** Spec §2 /members/{id}/landing, /landing2/{slug?} and /landing3/{slug?}. */
export const MemberLandingRoute = memberLanderRoute('landing');
export const MemberLanding2Route = memberLanderRoute('landing2');
export const MemberLanding3Route = memberLanderRoute('landing3');

/** Spec §2 /members/{id}/signup: the signup for a chat with one member, whose conversation opens after it. */
export const MemberSignupRoute = () => {
  const { t } = useTranslation('landers');
  const { id = '' } = useParams();
  const { loggedIn, query } = useCurrentUser();
  const settingsQuery = useSettingsQuery();
  const settings = settingsQuery.data;
  const member = useGetMemberProfileQuery(id).data;
  // Creating the account logs the member in; the signup stays on screen until its complete step is left.
  const [signingUp, setSigningUp] = useState(false);
  if (loggedIn === undefined || !settings) return <PageLoading queries={[query, settingsQuery]} />;
  if (loggedIn && !signingUp) return <Navigate to={memberChatPath(id)} replace />;
  return (
    <CenteredCard>
      <MemberSignupIntro memberId={id} fictionalNotice={fictionalNoticeOf(settings)} />
      <SignupWizard
        headingLevel={2}
        settings={settings}
        renderActivation={() => <ResendActivationButton />}
        onSendingChange={(sending) => sending && setSigningUp(true)}
        next={member && { to: memberChatPath(member.id), label: t('member.toChat', { name: member.name }) }}
      />
    </CenteredCard>
  );
};
