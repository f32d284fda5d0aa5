import { Outlet } from 'react-router';
import { SignupModalHost } from './signup-modal-host.js';

/** Spec §2 empty layout: no chrome around the page, only the signup modal. */
export const EmptyLayout = () => (
  <SignupModalHost>
    <main className="min-vh-100">
      <Outlet />
    </main>
  </SignupModalHost>
);
