import { useTranslation } from 'react-i18next';
import { SIGNUP_STEPS } from '../utils/signup-steps.js';
import type { SignupStep } from '../utils/signup-steps.js';
import { SignupHeading } from './signup-heading.js';
import type { HeadingProps } from './signup-heading.js';

type StepHeaderProps = HeadingProps & { step: SignupStep };

/** Where the member is: "step 2 of 6", a bar, the step's title and what it is for. */
export const StepHeader = ({ step, ...heading }: StepHeaderProps) => {
  const { t } = useTranslation('signup');
  const number = SIGNUP_STEPS.indexOf(step) + 1;
  const counter = t('steps.counter', { current: number, total: SIGNUP_STEPS.length });
  return (
    <header className="mb-4">
      <p className="small fw-semibold text-body-secondary mb-2">{counter}</p>
      <div
        className="signup-progress"
        role="progressbar"
        aria-label={counter}
        aria-valuemin={1}
        aria-valuemax={SIGNUP_STEPS.length}
        aria-valuenow={number}
      >
        <div className={`signup-progress__bar signup-progress__bar--step-${number}`} />
      </div>
      <SignupHeading {...heading} className="h3 mt-3 mb-1">
        {t(`${step}.title`)}
      </SignupHeading>
      <p className="text-body-secondary mb-0">{t(`${step}.subtitle`)}</p>
    </header>
  );
};
