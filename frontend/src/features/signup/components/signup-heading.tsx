import type { ReactNode } from 'react';

/** The signup is the page's main content on /signup (h1) and a dialog over another page in the modal (h2). */
export type HeadingProps = { headingLevel: 1 | 2 };

export const SignupHeading = ({ headingLevel, className, children }: HeadingProps & { className: string; children: ReactNode }) => {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <Heading className={className}>
      {children}
    </Heading>
  );
};
