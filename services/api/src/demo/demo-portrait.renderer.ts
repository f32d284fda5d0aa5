import sharp from 'sharp';
import { portraitSvg, type PortraitPerson, type PortraitScene } from './demo-portrait.svg.js';

/** Draws the portrait as a JPEG; sharp writes no metadata unless asked, so none is carried. */
export const renderPortrait = (person: PortraitPerson, scene: PortraitScene): Promise<Buffer> =>
  sharp(Buffer.from(portraitSvg(person, scene))).jpeg({ quality: 82 }).toBuffer();
