import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Brand } from './brand.js';

export type FooterLink = { label: string } & ({ to: string } | { href: string });

type SiteFooterProps = {
  siteName: string | undefined;
  /** Only pages that exist: terms, privacy and the other static pages join as they are written. */
  links: FooterLink[];
};

const FooterEntry = ({ link }: { link: FooterLink }) =>
  'to' in link ? (
    <Link className="footer-link" to={link.to}>
      {link.label}
    </Link>
  ) : (
    <a className="footer-link" href={link.href}>
      {link.label}
    </a>
  );

export const SiteFooter = ({ siteName, links }: SiteFooterProps) => {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer mt-auto">
      <div className="container py-5">
        <div className="row gy-4">
          <div className="col-md-6">
            <Brand name={siteName} />
            <p className="site-footer__tagline mt-3 mb-0">{t('footer.tagline')}</p>
          </div>
          <nav className="col-md-6" aria-label={t('footer.label')}>
            <ul className="list-unstyled d-flex flex-wrap gap-3 justify-content-md-end mb-0">
              {links.map((link) => (
                <li key={link.label}>
                  <FooterEntry link={link} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <hr className="my-4" />
        <p className="site-footer__disclaimer small mb-2">{t('footer.disclaimer', { name: siteName })}</p>
        <p className="small mb-0">{t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}</p>
      </div>
    </footer>
  );
};
