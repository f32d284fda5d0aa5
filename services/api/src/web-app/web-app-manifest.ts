import { DEFAULT_LANGUAGE, languageOfDomain } from '@dating/domain';
import type { SiteSettings } from '../settings/site-settings.js';

/** The page background (frontend/src/styles/_theme.scss $body-bg): the splash screen turns into the first page seamlessly. */
export const APP_BACKGROUND_COLOR = '#fbfaff';

export type AppIconPurpose = 'any' | 'maskable';
export type AppIcon = { file: string; size: number; purpose: AppIconPurpose };

/** What browsers ask an installable app for: 192 and 512 pixels, each also as a maskable icon (full bleed, mark in the safe zone). */
export const APP_ICONS: readonly AppIcon[] = ([192, 512] as const).flatMap((size) =>
  (['any', 'maskable'] as const).map((purpose) => ({ file: `${purpose}-${size}.png`, size, purpose })),
);

export const APP_ICONS_PATH = '/app-icons';

/** The W3C web app manifest as this site serves it. */
export type WebAppManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: 'image/png'; purpose: AppIconPurpose }[];
};

/**
 * Spec §4 installed app: each site installs as its own app, under its own name and colour, opening on its home page
 * (which takes a member on to their search). Its texts are the site's own, in the site's language (the international
 * site's in English).
 */
export const webAppManifestOf = (site: SiteSettings): WebAppManifest => ({
  id: '/',
  name: site.name,
  short_name: site.short_name,
  description: site.description,
  lang: languageOfDomain(site.domain_language) ?? DEFAULT_LANGUAGE,
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: site.theme_color,
  background_color: APP_BACKGROUND_COLOR,
  icons: APP_ICONS.map(({ file, size, purpose }) => ({ src: `${APP_ICONS_PATH}/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose })),
});
