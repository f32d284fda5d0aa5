import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageWindow } from './page-window.js';

type PaginationProps = {
  page: number;
  pageCount: number;
  /** The link of a page, so every page has its own address and the back button works. */
  hrefFor: (page: number) => string;
};

export const Pagination = ({ page, pageCount, hrefFor }: PaginationProps) => {
  const { t } = useTranslation('common');
  if (pageCount <= 1) return null;
  const step = (target: number, label: string, text: string) => (
    <li className={`page-item${target < 1 || target > pageCount ? ' disabled' : ''}`}>
      <Link className="page-link" to={hrefFor(target)} aria-label={label}>
        <span aria-hidden="true">{text}</span>
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('pagination.label')}>
      <ul className="pagination justify-content-center flex-wrap">
        {step(page - 1, t('pagination.previous'), '‹')}
        {pageWindow(page, pageCount).map((slot, index) =>
          slot === null ? (
            <li className="page-item disabled" key={`gap-${index}`}>
              <span className="page-link">…</span>
            </li>
          ) : (
            <li className={`page-item${slot === page ? ' active' : ''}`} key={slot}>
              <Link
                className="page-link"
                to={hrefFor(slot)}
                aria-label={t('pagination.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, t('pagination.next'), '›')}
      </ul>
    </nav>
  );
};
