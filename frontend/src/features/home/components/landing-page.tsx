import { HowItWorks } from './how-it-works.js';
import { LandingHero } from './landing-hero.js';
import { SignupCall } from './signup-call.js';
import { WhyUs } from './why-us.js';

/** `signupsOpen` false: an invite-only site reached without an invitation, so login and how to get an invite instead. */
export const LandingPage = ({ signupsOpen }: { signupsOpen: boolean }) => (
  <>
    <LandingHero signupsOpen={signupsOpen} />
    <HowItWorks />
    <WhyUs />
    <SignupCall signupsOpen={signupsOpen} />
  </>
);
