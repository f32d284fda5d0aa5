import { isoDate } from '../../../lib/dates.js';
import { useCheckSignupEmailMutation } from '../api/signup-api.js';
import { EMAIL_STATUSES } from '../utils/email-status.js';
import type { SignupRefusal } from '../utils/signup-refusal.js';
import { firstInvalidStep } from '../utils/signup-steps.js';
import type { SignupDraft } from '../utils/signup-steps.js';

/** "Check data": every step's rules once more, then whether the address is still free (POST /api/signup-check.php). */
export const useCheckDraft = () => {
  const [checkEmail] = useCheckSignupEmailMutation();
  return async (draft: SignupDraft): Promise<SignupRefusal | undefined> => {
    const invalid = firstInvalidStep(draft, isoDate(new Date()));
    if (invalid) return invalid;
    const { email_status } = await checkEmail(draft.email.trim()).unwrap();
    return email_status === EMAIL_STATUSES.available ? undefined : { step: 'account', errors: {}, emailStatus: email_status };
  };
};
