import type { ReactNode } from 'react';

/** The narrow card of the login, signup and activation screens. */
export const CenteredCard = ({ children }: { children: ReactNode }) => (
  <section className="container py-4 py-md-5">
    <div className="row justify-content-center">
      <div className="col-sm-10 col-md-8 col-lg-6 col-xl-5">
        <div className="card border-0 shadow-sm centered-card">
          <div className="card-body p-4 p-md-5">{children}</div>
        </div>
      </div>
    </div>
  </section>
);
