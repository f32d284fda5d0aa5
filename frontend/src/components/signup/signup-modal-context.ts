import { createContext, useContext } from 'react';

/**
 * Opens the signup modal of the layout around the page (spec §2: the default layout holds the signup
 * modal). Null outside such a layout: signup links then lead to the signup page.
 */
export const SignupModalContext = createContext<(() => void) | null>(null);

export const useOpenSignupModal = () => useContext(SignupModalContext);
