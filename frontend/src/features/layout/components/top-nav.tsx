import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Brand } from './brand.js';

export type NavItem = {
  to: string;
  label: string;
  /**
   * A count on the link (new likes, unread messages); `label` says what it counts to screen readers. Unread messages
   * wear the secondary colour (spec §9), the rest the danger colour.
   */
  badge?: { count: number; label: string; colour?: 'danger' | 'secondary' };
};

type TopNavProps = {
  siteName: string | undefined;
  /** Sections of the site; only screens that exist are listed. */
  items: NavItem[];
  /** Right-hand side: language switcher, account menu or login button. */
  actions: ReactNode;
  label: string;
  /** Leaves only the brand's mark on phones, where the actions would not fit next to its name. */
  compactBrand?: boolean;
  /** Before the brand: the installed app's back button, which on phones takes the brand's place. */
  back?: ReactNode;
};

export const TopNav = ({ siteName, items, actions, label, compactBrand = items.length > 0, back }: TopNavProps) => (
  <header className={`top-nav sticky-top${compactBrand ? ' top-nav--compact-brand' : ''}`}>
    <nav className="navbar navbar-expand" aria-label={label}>
      <div className="container">
        {back}
        <Brand name={siteName} />
        <ul className="navbar-nav me-auto ms-1 ms-md-4">
          {items.map((item) => (
            <li className="nav-item" key={item.to}>
              <NavLink className="nav-link" to={item.to}>
                {item.label}
                {item.badge && item.badge.count > 0 && (
                  <span className={`badge rounded-pill text-bg-${item.badge.colour ?? 'danger'} ms-1`}>
                    {item.badge.count > 99 ? '99+' : item.badge.count}
                    <span className="visually-hidden"> {item.badge.label}</span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="d-flex align-items-center gap-1 gap-sm-2 ms-auto">{actions}</div>
      </div>
    </nav>
  </header>
);
