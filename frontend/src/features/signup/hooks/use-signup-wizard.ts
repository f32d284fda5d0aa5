import { useState } from 'react';
import { isoDate } from '../../../lib/dates.js';
import type { EmailInUse } from '../utils/email-status.js';
import type { SignupRefusal } from '../utils/signup-refusal.js';
import { emptyDraft, nextStep, previousStep, SIGNUP_STEPS, stepErrors } from '../utils/signup-steps.js';
import type { DraftErrors, DraftField, SignupDraft, SignupStep } from '../utils/signup-steps.js';

/** The steps, then sending (the account is created) and complete (the member confirms the address). */
export type SignupStage = SignupStep | 'sending' | 'complete';

const isStep = (stage: SignupStage): stage is SignupStep => (SIGNUP_STEPS as readonly string[]).includes(stage);

/**
 * The state of the signup steps: the draft survives back and next; a step's errors show once the member
 * tried to leave it (then they follow the typing); errors the server gave clear when their field changes.
 */
export const useSignupWizard = (initialCountry: string) => {
  const [draft, setDraft] = useState(() => emptyDraft(initialCountry));
  const [stage, setStage] = useState<SignupStage>('account');
  const [attempted, setAttempted] = useState(false);
  const [refusedFields, setRefusedFields] = useState<DraftErrors>({});
  const [emailInUse, setEmailInUse] = useState<EmailInUse>();

  const localErrors = isStep(stage) ? stepErrors(stage, draft, isoDate(new Date())) : {};
  const fieldError = (field: DraftField): string | undefined =>
    (attempted ? localErrors[field] : undefined) ?? refusedFields[field];

  const change = <Field extends DraftField>(field: Field, value: SignupDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setRefusedFields(({ [field]: _changed, ...others }) => others);
    if (field === 'email') setEmailInUse(undefined);
  };

  const show = (next: SignupStage) => {
    setStage(next);
    setAttempted(false);
  };

  /** False (and the errors show) while the current step breaks a rule. */
  const validateStep = (): boolean => {
    setAttempted(true);
    return Object.keys(localErrors).length === 0;
  };

  const forward = () => isStep(stage) && show(nextStep(stage) ?? 'sending');
  const back = () => isStep(stage) && show(previousStep(stage) ?? stage);

  const refuse = ({ step, errors, emailStatus }: SignupRefusal) => {
    setStage(step);
    setAttempted(true);
    setRefusedFields(errors);
    setEmailInUse(emailStatus);
  };

  return {
    draft,
    stage,
    step: isStep(stage) ? stage : undefined,
    fieldError,
    emailInUse,
    change,
    validateStep,
    forward,
    back,
    refuse,
    markEmailInUse: setEmailInUse,
    complete: () => setStage('complete'),
  };
};

export type SignupWizard = ReturnType<typeof useSignupWizard>;
