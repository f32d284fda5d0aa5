import { useEffect, useLayoutEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { welcomePaysForMessage } from '@dating/domain';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../../../types/api.js';
import { useSignupSending } from '../hooks/use-signup-sending.js';
import type { SignupOutcome } from '../hooks/use-signup-sending.js';
import { useSignupWizard } from '../hooks/use-signup-wizard.js';
import type { SignupWizard as Wizard } from '../hooks/use-signup-wizard.js';
import { forgetSignup } from '../utils/kept-signup.js';
import type { SignupStep } from '../utils/signup-steps.js';
import { signupsOpenTo, storedTracking } from '../utils/tracking.js';
import { AboutMeStep } from './about-me-step.js';
import { AccountStep } from './account-step.js';
import { LocationStep } from './location-step.js';
import { PersonalStep } from './personal-step.js';
import { PhotoStep } from './photo-step.js';
import { PushStep } from './push-step.js';
import { SendingStep } from './sending-step.js';
import { SignupClosed } from './signup-closed.js';
import { SignupComplete, type SignupNext } from './signup-complete.js';
import { SignupHeading } from './signup-heading.js';
import type { HeadingProps } from './signup-heading.js';
import { StepHeader } from './step-header.js';
import './signup.scss';

type SignupWizardProps = HeadingProps & {
  settings: Settings;
  /** The activation part of the complete screen (the resend button); the activation feature provides it. */
  renderActivation: (email: string) => ReactNode;
  /** The member leaves the signup for another screen (login, members): a modal closes. */
  onLeave?: () => void;
  /** True while the account is being created: a modal cannot be closed then, a page must not redirect. */
  onSendingChange?: (sending: boolean) => void;
  /** True while the member has entered something on a step: a modal asks before it closes then. */
  onEntriesChange?: (entered: boolean) => void;
  /** Where the new member goes on from the complete screen, when the signup was for something (a chat with one member). */
  next?: SignupNext;
  /** The member the signup is for (/members/{id}/signup): the first message written to them goes along where the site pays for it. */
  messageTo?: string;
};

// The member's country (by IP) comes preselected when the site serves it.
const initialCountry = ({ geoip_country, countries }: Settings) => (countries.includes(geoip_country) ? geoip_country : '');

/** Spec §2/§4 signup in steps: account, photo, location, personal info, about me, push; then sending and complete. */
export const SignupWizard = ({ settings, renderActivation, onLeave, onSendingChange, onEntriesChange, next, messageTo, ...heading }: SignupWizardProps) => {
  const { t } = useTranslation('signup');
  const wizard = useSignupWizard(initialCountry(settings));
  const [outcome, setOutcome] = useState<SignupOutcome>();
  const sending = useSignupSending({
    // Elsewhere the message stays a draft, which the chat's composer shows once the member has credits to send it.
    messageTo: welcomePaysForMessage(settings) ? messageTo : undefined,
    onRefused: wizard.refuse,
    onCompleted: (completed) => {
      setOutcome(completed);
      wizard.complete();
    },
  });
  const { stage, step, entered } = wizard;
  const accountMade = sending.progress.create === 'done';
  // A block body: whatever the callback returns must not become the effect's cleanup.
  useEffect(() => {
    onSendingChange?.(stage === 'sending');
  }, [stage, onSendingChange]);
  // In the same commit as the typing: an Escape pressed right after the first key must already ask.
  useLayoutEffect(() => {
    onEntriesChange?.(entered);
  }, [entered, onEntriesChange]);
  // The account exists: what was entered for it is not kept any longer (a reload must not offer it again).
  useEffect(() => {
    if (accountMade) forgetSignup();
  }, [accountMade]);

  if (!signupsOpenTo(settings.signups, storedTracking())) return <SignupClosed {...heading} />;
  if (stage === 'complete' && outcome) {
    return <SignupComplete {...heading} outcome={outcome} settings={settings} activation={renderActivation(outcome.email)} onLeave={onLeave} next={next} />;
  }
  if (stage === 'sending') {
    return (
      <div aria-busy={!sending.failure}>
        <SignupHeading {...heading} className="h3 mb-4">
          {t('sending.title')}
        </SignupHeading>
        <SendingStep
          progress={sending.progress}
          matchCount={sending.matchCount}
          failure={sending.failure}
          onRetry={() => void sending.send(wizard.draft)}
        />
      </div>
    );
  }
  const startSending = (push: Wizard['draft']['push']) => {
    wizard.change('push', push);
    wizard.forward();
    void sending.send({ ...wizard.draft, push });
  };
  return (
    <>
      {step && <StepHeader {...heading} step={step} />}
      {step && stepContent(step, { wizard, settings, onLeave, startSending })}
    </>
  );
};

type StepContext = {
  wizard: Wizard;
  settings: Settings;
  onLeave?: () => void;
  startSending: (push: Wizard['draft']['push']) => void;
};

const stepContent = (step: SignupStep, { wizard, settings, onLeave, startSending }: StepContext) => {
  switch (step) {
    case 'account':
      return <AccountStep wizard={wizard} supportEmail={settings.support_email} onLeave={onLeave} />;
    case 'photo':
      return <PhotoStep wizard={wizard} />;
    case 'location':
      return <LocationStep wizard={wizard} countries={settings.countries} />;
    case 'personal':
      return <PersonalStep wizard={wizard} />;
    case 'aboutMe':
      return <AboutMeStep wizard={wizard} />;
    case 'push':
      return <PushStep wizard={wizard} publicKey={settings.push_public_key} onSend={startSending} />;
  }
};
