import { useTranslation } from 'react-i18next';
import { SIGNUP_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import { SignupHeading } from './signup-heading.js';
import type { HeadingProps } from './signup-heading.js';

/** Spec §6/§8: invite-only sites accept signups only from visitors who came through a traffic source. */
export const SignupClosed = (heading: HeadingProps) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  return (
    <>
      <SignupHeading {...heading} className="h3 mb-3">
        {t('title')}
      </SignupHeading>
      <AlertMessage variant="info">{errorText(SIGNUP_ERRORS.CLOSED)}</AlertMessage>
    </>
  );
};
