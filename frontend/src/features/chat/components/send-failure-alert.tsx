import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { SendFailure } from '../utils/send-failure.js';

type SendFailureAlertProps = { failure: SendFailure; name: string; onClose: () => void };

/** Why a message did not go, with the way to buy credits when credits are what is missing (spec §9). */
export const SendFailureAlert = ({ failure, name, onClose }: SendFailureAlertProps) => {
  const { t } = useTranslation('chat');
  const errorText = useErrorText();
  return (
    <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 mb-2 chat-send-failure" role="alert">
      <span className="flex-grow-1">{errorText(failure.code, { name, ...failure.params })}</span>
      {failure.buyCredits && (
        <Link className="btn btn-sm btn-primary" to={paths.credits}>
          {t('buyCredits')}
        </Link>
      )}
      <button type="button" className="btn-close" aria-label={t('close')} onClick={onClose} />
    </div>
  );
};
