import sharp from 'sharp';
import type { AppIcon } from './web-app-manifest.js';

// The site's mark (frontend/public/favicon.svg, the brand in the top navigation), drawn in a 32-unit square.
const HEART = 'M16 29s-12-7.6-12-16A7 7 0 0 1 16 8.6 7 7 0 0 1 28 13c0 8.4-12 16-12 16z';
const HEART_WIDTH = 24;
const HEART_CENTRE = { x: 16, y: 17.6 };

/**
 * The icon as SVG on a 100-unit square: the white mark on the site's colour (white reads on it at AA, so the mark
 * stands out as well). An `any` icon is a rounded tile the mark nearly fills; a `maskable` one fills its square, since
 * the launcher cuts its own shape, and keeps the mark inside the safe zone (the centred circle of 80% of its width).
 */
export const appIconSvg = ({ size, purpose }: AppIcon, themeColor: string): string => {
  const maskable = purpose === 'maskable';
  const markWidth = maskable ? 50 : 62;
  const scale = markWidth / HEART_WIDTH;
  const ground = maskable ? '<rect width="100" height="100"/>' : '<rect width="100" height="100" rx="22"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">` +
    `<g fill="${themeColor}">${ground}</g>` +
    `<path fill="#fff" transform="translate(50 50) scale(${scale}) translate(${-HEART_CENTRE.x} ${-HEART_CENTRE.y})" d="${HEART}"/>` +
    '</svg>'
  );
};

/** The icon as a PNG of its size; sharp writes no metadata unless asked. */
export const renderAppIcon = (icon: AppIcon, themeColor: string): Promise<Buffer> =>
  sharp(Buffer.from(appIconSvg(icon, themeColor))).png({ compressionLevel: 9 }).toBuffer();
