export const LAYOUT_KINDS = { default: 'default', chat: 'chat', lander: 'lander', empty: 'empty' } as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[keyof typeof LAYOUT_KINDS];

const POPUP_DISABLED = 'no';
const POPUP_ENABLED = 'yes';
/** Spec §2/§9: chat and lander layouts show the warning only to visitors from these countries. */
const STRICT_LAYOUT_COUNTRIES = ['NL', 'DE'];

export type EntryWarningContext = {
  layout: LayoutKind;
  /** settings.enable_site_entry_popup: 'yes', 'no' or a comma-separated list of countries. */
  enableSiteEntryPopup: string;
  geoipCountry: string;
  loggedIn: boolean;
  standalone: boolean;
  dismissed: boolean;
};

const countryList = (value: string) => value.split(',').map((country) => country.trim().toUpperCase());

const enabledForCountry = (setting: string, country: string): boolean => {
  if (setting === POPUP_DISABLED) return false;
  if (setting === POPUP_ENABLED || setting === '') return true;
  return countryList(setting).includes(country.toUpperCase());
};

/** Spec §9: the adult-content warning for visitors entering the site. */
export const shouldShowEntryWarning = (context: EntryWarningContext): boolean => {
  if (context.dismissed || context.loggedIn || context.standalone) return false;
  if (context.layout === LAYOUT_KINDS.empty) return false;
  if (!enabledForCountry(context.enableSiteEntryPopup, context.geoipCountry)) return false;
  if (context.layout === LAYOUT_KINDS.default) return true;
  return STRICT_LAYOUT_COUNTRIES.includes(context.geoipCountry.toUpperCase());
};
