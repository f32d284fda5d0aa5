import { Outlet } from 'react-router';

/** Spec §2 empty layout: no chrome around the page (the signup modal joins it with the accounts work). */
export const EmptyLayout = () => (
  <main className="min-vh-100">
    <Outlet />
  </main>
);
