import { useEffect, useState } from 'react';
import { isoDate } from '../../../lib/dates.js';
import type { EmailInUse } from '../utils/email-status.js';
import { forgetSignup, keepSignup, keptSignup } from '../utils/kept-signup.js';
import type { SignupRefusal } from '../utils/signup-refusal.js';
import { emptyDraft, hasEntries, nextStep, previousStep, resumeStep, SIGNUP_STEPS, stepErrors } from '../utils/signup-steps.js';
import type { DraftErrors, DraftField, SignupDraft, SignupStep } from '../utils/signup-steps.js';

/** The steps, then sending (the account is created) and complete (the member confirms the address). */
export type SignupStage = SignupStep | 'sending' | 'complete';

const isStep = (stage: SignupStage): stage is SignupStep => (SIGNUP_STEPS as readonly string[]).includes(stage);
const isBefore = (step: SignupStep, other: SignupStep) => SIGNUP_STEPS.indexOf(step) < SIGNUP_STEPS.indexOf(other);

type Start = { draft: SignupDraft; step: SignupStep; resumeAt?: SignupStep; passwordDropped: boolean };

/**
 * A signup the member left (closed the modal, reloaded the page) is taken up at the step they were at. When
 * an earlier step needs something again (a reload forgets the password) it starts there, and "next" on it
 * goes on to where the member was (`resumeAt`).
 */
const startOf = (initialCountry: string, today: string): Start => {
  const kept = keptSignup();
  if (!kept) return { draft: emptyDraft(initialCountry), step: 'account', passwordDropped: false };
  const step = resumeStep(kept.draft, kept.step, today);
  return { draft: kept.draft, step, resumeAt: step === kept.step ? undefined : kept.step, passwordDropped: kept.passwordDropped };
};

/**
 * The state of the signup steps: the draft survives back and next, and closing and reopening (kept in
 * memory; the tab's storage keeps all but the password over a reload); a step's errors show once the member
 * tried to leave it (then they follow the typing); errors the server gave clear when their field changes.
 */
export const useSignupWizard = (initialCountry: string) => {
  const today = isoDate(new Date());
  const [start] = useState(() => startOf(initialCountry, today));
  const [draft, setDraft] = useState(start.draft);
  const [stage, setStage] = useState<SignupStage>(start.step);
  const [resumeAt, setResumeAt] = useState(start.resumeAt);
  const [attempted, setAttempted] = useState(false);
  const [refusedFields, setRefusedFields] = useState<DraftErrors>({});
  const [emailInUse, setEmailInUse] = useState<EmailInUse>();
  const entered = isStep(stage) && hasEntries(draft, initialCountry);
  const passwordDropped = start.passwordDropped && !draft.password;

  // Every change is kept at once. While the account is being made the kept signup stays as the last step
  // left it; once the account exists the wizard forgets it (see SignupWizard).
  useEffect(() => {
    if (!isStep(stage)) return;
    if (hasEntries(draft, initialCountry)) keepSignup({ step: resumeAt ?? stage, draft, passwordDropped });
    else forgetSignup();
  }, [draft, stage, resumeAt, initialCountry, passwordDropped]);

  const localErrors = isStep(stage) ? stepErrors(stage, draft, today) : {};
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
    setResumeAt(undefined);
  };

  /** False (and the errors show) while the current step breaks a rule. */
  const validateStep = (): boolean => {
    setAttempted(true);
    return Object.keys(localErrors).length === 0;
  };

  const forward = () => {
    if (!isStep(stage)) return;
    const next = nextStep(stage);
    // Back to where the member was before a reload, unless a step on the way needs something.
    if (next && resumeAt && isBefore(next, resumeAt)) return show(resumeStep(draft, resumeAt, today, next));
    show(next ?? 'sending');
  };
  const back = () => isStep(stage) && show(previousStep(stage) ?? stage);

  const refuse = ({ step, errors, emailStatus }: SignupRefusal) => {
    setStage(step);
    setResumeAt(undefined);
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
    /** The member typed or chose something on a step: closing asks first. */
    entered,
    /** A reload dropped the password (it is never stored): the account step asks for it again. */
    passwordDropped,
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
