import { useTranslation } from 'react-i18next';
import { MINIMUM_AGE } from '@dating/domain';
import { Modal } from '../../../components/ui/modal.js';
import { useHydrated } from '../../../lib/use-hydrated.js';

// Visitors who decline leave the site for a neutral page.
const LEAVE_URL = 'https://www.google.com/';

type EntryWarningDialogProps = { onEnter: () => void };

export const EntryWarningDialog = ({ onEnter }: EntryWarningDialogProps) => {
  const { t } = useTranslation('common');
  const age = { min_age: MINIMUM_AGE };
  const hydrated = useHydrated();
  return (
    <Modal className="entry-warning" labelledBy="entry-warning-title">
      <div className="modal-header border-0 pb-0">
        <span className="entry-warning__badge" aria-hidden="true">
          {t('entryWarning.badge', age)}
        </span>
        <h2 className="modal-title h4 ms-3" id="entry-warning-title">
          {t('entryWarning.title')}
        </h2>
      </div>
      <div className="modal-body">
        <p>{t('entryWarning.body', age)}</p>
        <p className="mb-0 text-body-secondary small">{t('entryWarning.consent', age)}</p>
      </div>
      <div className="modal-footer border-0 pt-0">
        <a className="btn btn-link text-body-secondary" href={LEAVE_URL} rel="noreferrer">
          {t('entryWarning.leave')}
        </a>
        <button type="button" className="btn btn-primary px-4" onClick={onEnter} disabled={!hydrated}>
          {t('entryWarning.enter', age)}
        </button>
      </div>
    </Modal>
  );
};
