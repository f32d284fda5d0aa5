import type { ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import { ResendActivationButton } from './resend-activation-button.js';

type ActivationPendingProps = { email: string; children?: ReactNode };

/** Spec §4: the address still waits for its confirmation; the mail can be sent again. `children`: ways on. */
export const ActivationPending = ({ email, children }: ActivationPendingProps) => {
  const { t } = useTranslation('auth');
  return (
    <div className="text-center">
      <div className="status-icon status-icon--primary mx-auto mb-4">
        <Icon name="mail" />
      </div>
      <h1 className="h2">{t('activation.pendingTitle')}</h1>
      <p className="lead text-break">
        <Trans t={t} i18nKey="activation.pendingBody" values={{ email }} components={{ address: <strong /> }} />
      </p>
      <p className="text-body-secondary">{t('activation.pendingHelp')}</p>
      <div className="mb-4">
        <ResendActivationButton />
      </div>
      {children}
    </div>
  );
};
