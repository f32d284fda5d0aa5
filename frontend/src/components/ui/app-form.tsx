import type { FormHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated.js';

/**
 * A form the server may render before the app runs: its fields wait, disabled, until the app has taken the page over,
 * so nothing typed is lost to the take-over and no early press submits the form natively (as a GET, which would put a
 * password in the address). `post` keeps a browser that never runs the app from doing that too.
 */
export const AppForm = ({ children, ...form }: FormHTMLAttributes<HTMLFormElement>) => {
  const hydrated = useHydrated();
  return (
    <form method="post" {...form}>
      <fieldset disabled={!hydrated}>{children}</fieldset>
    </form>
  );
};
