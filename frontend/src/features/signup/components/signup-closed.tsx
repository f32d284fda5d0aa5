import { SIGNUP_ERRORS } from '@dating/domain';
import { AlertMessage } from '../../../components/ui/alert-message.js';
import { useErrorText } from '../../../i18n/use-error-text.js';

/** Spec §6/§8: invite-only sites accept signups only from visitors who came through a traffic source. */
export const SignupClosed = () => {
  const errorText = useErrorText();
  return <AlertMessage variant="info">{errorText(SIGNUP_ERRORS.CLOSED)}</AlertMessage>;
};
