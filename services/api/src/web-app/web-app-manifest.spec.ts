import sharp from 'sharp';
import { EMBEDDED_SITES } from '../settings/site-settings.js';
import { appIconSvg, renderAppIcon } from './app-icon.renderer.js';
import { APP_ICONS, webAppManifestOf } from './web-app-manifest.js';

// WCAG 2 relative luminance and contrast ratio of two `#rrggbb` colours.
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
// The page's text colour (frontend/src/styles/_theme.scss $body-color).
const BODY_TEXT = '#33294a';
const WHITE = '#ffffff';

const [international, dutch] = EMBEDDED_SITES;

describe('the web app manifest', () => {
  it("names each site's app after the site, in the site's language, standalone on the whole site", () => {
    expect(webAppManifestOf(international!)).toMatchObject({
      id: '/', name: 'Amora', short_name: 'Amora', lang: 'en', start_url: '/', scope: '/', display: 'standalone', theme_color: '#3b1f5c',
    });
    expect(webAppManifestOf(dutch!)).toMatchObject({ name: 'Amora Nederland', short_name: 'Amora NL', lang: 'nl', description: dutch!.description, theme_color: '#136b99' });
  });

  it.each(EMBEDDED_SITES.map((site) => [site.domain, site] as const))('gives %s colours that text reads on at AA and a short name a launcher shows whole', (_domain, site) => {
    const { theme_color: theme, background_color: background, short_name: shortName } = webAppManifestOf(site);
    expect(theme).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrast(theme, WHITE)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(background, BODY_TEXT)).toBeGreaterThanOrEqual(4.5);
    expect(shortName.length).toBeLessThanOrEqual(12);
  });

  it('lists a 192 and a 512 pixel PNG, each for any use and as a maskable icon', () =>
    expect(webAppManifestOf(international!).icons).toEqual([
      { src: '/app-icons/any-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/app-icons/any-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]));
});

/** The colour of one pixel of a PNG, as `#rrggbb` with its alpha. */
const pixelOf = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const hex = `#${[0, 1, 2].map((channel) => data[at + channel]!.toString(16).padStart(2, '0')).join('')}`;
  return { hex, alpha: info.channels === 4 ? data[at + 3] : 255 };
};

describe('the app icons', () => {
  it.each(APP_ICONS.map((icon) => [icon.file, icon] as const))('draws %s as a PNG of its size', async (_file, icon) => {
    const { format, width, height } = await sharp(await renderAppIcon(icon, '#136b99')).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: icon.size, height: icon.size });
  });

  it("puts the white mark on the site's colour: a maskable icon to its corners, the other as a rounded tile", async () => {
    const [maskable, tile] = await Promise.all([
      renderAppIcon({ file: 'maskable-512.png', size: 512, purpose: 'maskable' }, '#136b99'),
      renderAppIcon({ file: 'any-512.png', size: 512, purpose: 'any' }, '#136b99'),
    ]);
    expect(await pixelOf(maskable, 0, 0)).toEqual({ hex: '#136b99', alpha: 255 });
    expect((await pixelOf(tile, 0, 0)).alpha).toBe(0);
    expect(await pixelOf(tile, 40, 256)).toEqual({ hex: '#136b99', alpha: 255 });
    for (const icon of [maskable, tile]) expect(await pixelOf(icon, 256, 256)).toEqual({ hex: '#ffffff', alpha: 255 });
  });

  it('keeps the mark of a maskable icon inside the safe zone, the centred circle of 80% of its width', () => {
    const svg = appIconSvg({ file: 'maskable-512.png', size: 512, purpose: 'maskable' }, '#136b99');
    const scale = Number(/scale\(([\d.]+)\)/.exec(svg)![1]);
    // The mark spans 24 of its 32 units wide and about 23 high around its centre: its corners stay within 40 units of the middle.
    const halfDiagonal = Math.hypot(12 * scale, 11.7 * scale);
    expect(halfDiagonal).toBeLessThanOrEqual(40);
  });
});
