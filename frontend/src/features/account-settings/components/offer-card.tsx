import type { ReactNode } from 'react';

type OfferCardProps = { lead?: ReactNode; title: string; body: string; children?: ReactNode };

/** One alternative to deleting the account, in the dialog's list of offers. */
export const OfferCard = ({ lead, title, body, children }: OfferCardProps) => (
  <div className="d-flex gap-3 align-items-start">
    {lead}
    <div>
      <h3 className="h6 fw-bold mb-1">{title}</h3>
      <p className="small text-body-secondary mb-2">{body}</p>
      {children}
    </div>
  </div>
);
