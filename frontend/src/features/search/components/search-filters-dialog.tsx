import { useId, useRef, useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.js';
import { SearchFilters } from './search-filters.js';

/**
 * The filters on a phone: results come first, the filters wait behind one button in a dialog. Each change searches at
 * once, as on a desktop, so the values chosen stay in the address whether the dialog is open or not; closing it
 * brings the focus back to the button.
 */
export const SearchFiltersDialog = (props: ComponentProps<typeof SearchFilters>) => {
  const { t } = useTranslation('members');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  return (
    <>
      <button ref={opener} type="button" className="btn btn-outline-primary search-page__filters-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('search.filters.open')}
      </button>
      {open && (
        <Modal className="search-filters-dialog" dialogClassName="modal-fullscreen-sm-down modal-dialog-scrollable" labelledBy={titleId} onEscape={close} onBackdrop={close}>
          <div className="modal-header">
            <h2 id={titleId} className="modal-title h5">
              {t('search.filters.label')}
            </h2>
            <button type="button" className="btn-close" aria-label={t('search.filters.close')} onClick={close} />
          </div>
          <div className="modal-body">
            <SearchFilters {...props} />
          </div>
          <div className="modal-footer">
            <button type="button" className="btn btn-primary w-100" autoFocus onClick={close}>
              {t('search.filters.showResults')}
            </button>
          </div>
        </Modal>
      )}
    </>
  );
};
