import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.js';
import { useOpenSignupModal } from './signup-modal-context.js';

type SignupLinkProps = { className?: string; children: ReactNode };

/**
 * A "sign up" call to action: opens the signup modal over the current page; a link to the signup page
 * where no modal is available, or when the visitor opens it in a new tab.
 */
export const SignupLink = ({ className, children }: SignupLinkProps) => {
  const openSignupModal = useOpenSignupModal();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const newTab = event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;
    if (!openSignupModal || newTab) return;
    event.preventDefault();
    openSignupModal();
  };
  return (
    <Link className={className} to={paths.signup} onClick={open}>
      {children}
    </Link>
  );
};
