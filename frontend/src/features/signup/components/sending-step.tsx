import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icons.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { ApiError } from '../../../lib/api-error.js';
import { isCountAtLimit } from '../utils/match-search.js';
import { SENDING_LINES } from '../utils/sending-progress.js';
import type { LineStatus, SendingProgress } from '../utils/sending-progress.js';

type SendingStepProps = { progress: SendingProgress; matchCount: number | undefined; failure?: ApiError; onRetry: () => void };

const StatusMark = ({ status }: { status: LineStatus }) => {
  if (status === 'running') return <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />;
  if (status === 'done') return <Icon name="check" className="text-success" />;
  if (status === 'failed') return <Icon name="alert" className="text-danger" />;
  return <span className="signup-sending__dot" aria-hidden="true" />;
};

/** Spec §4: the lines of the sending progress; each is ticked off when its call has completed. */
export const SendingStep = ({ progress, matchCount, failure, onRetry }: SendingStepProps) => {
  const { t } = useTranslation('signup');
  const errorText = useErrorText();
  const matches = matchCount === undefined ? '' : `${matchCount}${isCountAtLimit(matchCount) ? '+' : ''}`;
  return (
    <>
      <ol className="list-unstyled signup-sending mb-0" aria-label={t('sending.title')}>
        {SENDING_LINES.map((line) => (
          <li key={line} className={`signup-sending__line signup-sending__line--${progress[line]}`}>
            <span className="signup-sending__mark">
              <StatusMark status={progress[line]} />
            </span>
            <span className="flex-grow-1">{t(`sending.lines.${line}`)}</span>
            {line === 'matches' && progress.matches === 'done' && (
              <span className="badge rounded-pill text-bg-secondary">{t('sending.matchesFound', { number: matches })}</span>
            )}
            <span className="visually-hidden">{t(`sending.status.${progress[line]}`)}</span>
          </li>
        ))}
      </ol>
      {failure && (
        <div className="alert alert-danger mt-3 mb-0" role="alert">
          <p className="mb-2">{errorText(failure.code, failure.params)}</p>
          <button type="button" className="btn btn-sm btn-danger" onClick={onRetry}>
            {t('sending.retry')}
          </button>
        </div>
      )}
    </>
  );
};
