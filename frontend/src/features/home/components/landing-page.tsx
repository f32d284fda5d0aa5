import { HowItWorks } from './how-it-works.js';
import { LandingHero } from './landing-hero.js';
import { SignupCall } from './signup-call.js';
import { WhyUs } from './why-us.js';

export const LandingPage = () => (
  <>
    <LandingHero />
    <HowItWorks />
    <WhyUs />
    <SignupCall />
  </>
);
