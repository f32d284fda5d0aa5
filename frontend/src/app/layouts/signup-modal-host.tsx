import { lazy, Suspense, useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { SignupModalContext } from '../../components/signup/signup-modal-context.js';
import { ResendActivationButton } from '../../features/activation/components/resend-activation-button.js';
import { useSettings } from '../../features/site/hooks/use-settings.js';
import { loadAllTexts } from '../../i18n/i18n.js';

// The signup steps load with the first "sign up" click, not with every page.
const SignupModal = lazy(() =>
  Promise.all([import('../../features/signup/components/signup-modal.js'), loadAllTexts()]).then(([module]) => ({ default: module.SignupModal })),
);

/** Spec §2: the layouts that hold the signup modal; a "sign up" call to action inside opens it over the page. */
export const SignupModalHost = ({ children }: { children: ReactNode }) => {
  const settings = useSettings();
  const [signupOpen, setSignupOpen] = useState(false);
  const openSignup = useCallback(() => setSignupOpen(true), []);
  return (
    <SignupModalContext value={openSignup}>
      {children}
      {signupOpen && settings && (
        <Suspense fallback={null}>
          <SignupModal settings={settings} renderActivation={() => <ResendActivationButton />} onClose={() => setSignupOpen(false)} />
        </Suspense>
      )}
    </SignupModalContext>
  );
};
