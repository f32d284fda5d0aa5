import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { portraitPerson, portraitScene, PORTRAIT_HEIGHT, PORTRAIT_WIDTH } from './demo-portrait.svg.js';
import { renderPortrait } from './demo-portrait.renderer.js';
import { DemoRandom } from './demo-random.js';

const portraitFor = (seed: string) => {
  const random = DemoRandom.for(seed);
  const person = portraitPerson(random, { gender: 'female', hairColor: 'red', eyeColor: 'green' });
  return renderPortrait(person, portraitScene(random));
};
const digest = (image: Buffer) => createHash('sha256').update(image).digest('hex');

describe(renderPortrait.name, () => {
  it('draws a JPEG of the portrait size', async () => {
    const sut = await portraitFor('member-1');
    expect(sut.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const metadata = await sharp(sut).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: PORTRAIT_WIDTH, height: PORTRAIT_HEIGHT });
  });

  it('carries no EXIF, XMP, IPTC or ICC metadata', async () => {
    const metadata = await sharp(await portraitFor('member-2')).metadata();
    expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('draws the same image for the same seed and distinct images for distinct seeds', async () => {
    const images = await Promise.all(['a', 'a', 'b', 'c'].map(portraitFor));
    const [first, again, ...others] = images.map(digest);
    expect(again).toBe(first);
    expect(new Set([first, ...others]).size).toBe(3);
  });
});

describe(DemoRandom.name, () => {
  it('repeats its sequence for the same name and covers exactly the asked range', () => {
    const draw = () => {
      const sut = DemoRandom.for('x');
      return Array.from({ length: 200 }, () => sut.int(3, 7));
    };
    const values = draw();
    expect(draw()).toEqual(values);
    expect([...new Set(values)].sort()).toEqual([3, 4, 5, 6, 7]);
  });
});
