import { landerSlugSchema, type MemberLanderVariant } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { CenteredCard } from '../../components/layouts/centered-card.js';
import { memberChatPath, memberPath } from '../../config/paths.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { MemberLanderPage, MemberSignupIntro } from '../../features/landers/components/member-lander-page.js';
import { SignupWizard } from '../../features/signup/components/signup-wizard.js';
import { useGetMemberProfileQuery } from '../../lib/shared-endpoints.js';
import { NotFoundRoute } from './not-found.route.js';
import { fictionalNoticeOf, SessionAndSettings, SignupGate } from './session-gates.js';

const memberLanderRoute = (variant: MemberLanderVariant) => {
  const MemberLanderRoute = () => {
    const { id = '', slug } = useParams();
    if (slug !== undefined && !landerSlugSchema.safeParse(slug).success) return <NotFoundRoute />;
    return (
      <SessionAndSettings>
        {(user, settings) =>
          // A member who follows the ad meets the member on their profile.
          user ? <Navigate to={memberPath(id)} replace /> : <MemberLanderPage key={id} memberId={id} variant={variant} fictionalNotice={fictionalNoticeOf(settings)} />
        }
      </SessionAndSettings>
    );
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
  const member = useGetMemberProfileQuery(id).data;
  return (
    <SignupGate loggedInTo={memberChatPath(id)}>
      {(settings, onSendingChange) => (
        <CenteredCard>
          <MemberSignupIntro memberId={id} fictionalNotice={fictionalNoticeOf(settings)} />
          <SignupWizard
            headingLevel={2}
            settings={settings}
            renderActivation={() => <ResendActivationButton />}
            onSendingChange={onSendingChange}
            next={member && { to: memberChatPath(member.id), label: t('member.toChat', { name: member.name }) }}
            messageTo={member?.id}
          />
        </CenteredCard>
      )}
    </SignupGate>
  );
};
