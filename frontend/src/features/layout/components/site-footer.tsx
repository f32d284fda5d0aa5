import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFictionalWording, type FictionalNotice } from '../../../components/profile/fictional-badge.js';
import { Brand } from './brand.js';

export type FooterLink = { to: string; label: string };

type SiteFooterProps = {
  siteName: string | undefined;
  /** Spec §2: the static pages (terms, privacy, … support), in the order given. */
  links: FooterLink[];
  /** The site's fictional-profile disclosure (spec: part of the default layout's disclaimer). */
  fictionalNotice: FictionalNotice | undefined;
};

const FictionalDisclaimer = ({ notice }: { notice: FictionalNotice }) => (
  <p className="site-footer__disclaimer small d-flex align-items-center gap-2 mb-2">
    <img src={notice.icon} alt="" width={18} height={18} />
    {useFictionalWording(notice).warning}
  </p>
);

export const SiteFooter = ({ siteName, links, fictionalNotice }: SiteFooterProps) => {
  const { t } = useTranslation('common');
  return (
    <footer className="site-footer mt-auto">
      <div className="container py-5">
        <div className="row gy-4">
          <div className="col-lg-4">
            <Brand name={siteName} />
            <p className="site-footer__tagline mt-3 mb-0">{t('footer.tagline')}</p>
          </div>
          <nav className="col-lg-8" aria-label={t('footer.label')}>
            {/* A grid rather than one wrapping line: nine links stay in tidy columns on every width. */}
            <ul className="row row-cols-2 row-cols-sm-3 gx-3 gy-2 list-unstyled mb-0">
              {links.map((link) => (
                <li className="col" key={link.to}>
                  <Link className="footer-link" to={link.to}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <hr className="my-4" />
        <p className="site-footer__disclaimer small mb-2">{t('footer.disclaimer', { name: siteName })}</p>
        {fictionalNotice && <FictionalDisclaimer notice={fictionalNotice} />}
        <p className="small mb-0">{t('footer.copyright', { year: new Date().getFullYear(), name: siteName })}</p>
      </div>
    </footer>
  );
};
