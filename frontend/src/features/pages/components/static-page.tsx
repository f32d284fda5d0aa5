import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Settings } from '../../../types/api.js';
import { PAGE_LINKS } from '../utils/page-links.js';
import type { PageLinkKey } from '../utils/page-links.js';
import { formatVersionDate, pageValues } from '../utils/page-values.js';
import type { PageValues } from '../utils/page-values.js';
import './static-pages.scss';

/** Every static page receives the site settings from its route. */
export type StaticPageProps = { settings: Settings };

type SectionsProps = {
  /** The page's key in the `pages` namespace: `<page>.title`, `<page>.intro`, `<page>.sections.<key>.*`. */
  page: string;
  /** Keys of the titled sections, in order. */
  sections?: readonly string[];
  /** Per section key, the keys of a bullet list under its text. */
  lists?: Readonly<Record<string, readonly string[]>>;
};

type StaticPageLayoutProps = StaticPageProps &
  SectionsProps & {
    /** ISO date of the version the page states (the terms). */
    versionDate?: string;
    related?: readonly PageLinkKey[];
    /** Shown between the introduction and the sections: contact options, a price list, questions. */
    children?: ReactNode;
  };

/** Spec §2 static pages: a title, a short introduction and a few sections, in the reader's language. */
export const StaticPage = ({
  settings,
  page,
  versionDate,
  related = [],
  children,
  ...sections
}: StaticPageLayoutProps) => {
  const { t, i18n } = useTranslation('pages');
  const values = pageValues(settings);
  return (
    <article className="static-page container py-4 py-md-5">
      <div className="row justify-content-center">
        <div className="col-lg-9 col-xl-8">
          <header className="static-page__header mb-4">
            <h1 className="static-page__title">{t(`${page}.title`, values)}</h1>
            <p className="lead mb-0">{t(`${page}.intro`, values)}</p>
            {versionDate && (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('versionOf', { date: formatVersionDate(versionDate, i18n.language) })}
              </p>
            )}
          </header>
          {children}
          <PageSections page={page} values={values} {...sections} />
          {related.length > 0 && <RelatedPages keys={related} />}
        </div>
      </div>
    </article>
  );
};

const PageSections = ({ page, sections = [], lists = {}, values }: SectionsProps & { values: PageValues }) => {
  const { t } = useTranslation('pages');
  if (sections.length === 0) return null;
  return (
    <div className="card border-0 shadow-sm static-page__card">
      <div className="card-body p-4 p-md-5">
        {sections.map((section) => (
          <section className="static-page__section" key={section}>
            <h2 className="h5">{t(`${page}.sections.${section}.title`, values)}</h2>
            <p className="mb-0">{t(`${page}.sections.${section}.body`, values)}</p>
            {lists[section] && (
              <ul className="static-page__list mt-2 mb-0">
                {lists[section].map((item) => (
                  <li key={item}>{t(`${page}.sections.${section}.items.${item}`, values)}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
};

const RelatedPages = ({ keys }: { keys: readonly PageLinkKey[] }) => {
  const { t } = useTranslation('pages');
  return (
    <nav className="static-page__related mt-4" aria-label={t('related')}>
      <span className="text-body-secondary me-1">{t('related')}</span>
      {keys.map((key) => (
        <Link className="btn btn-sm btn-outline-primary" to={PAGE_LINKS[key]} key={key}>
          {t(`common:pageLinks.${key}`)}
        </Link>
      ))}
    </nav>
  );
};
