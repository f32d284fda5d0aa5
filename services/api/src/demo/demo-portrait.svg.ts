import type { DemoRandom } from './demo-random.js';

/** Who is pictured: the same on every photo of one member. */
export interface PortraitPerson {
  readonly skin: string;
  /** Null for a bald head. */
  readonly hair: string | null;
  readonly hairStyle: 'short' | 'long' | 'bun' | 'curly';
  readonly eyes: string;
  readonly beard: boolean;
}

/** How one photo of that person looks: light, clothes and pose. */
export interface PortraitScene {
  readonly backgroundFrom: string;
  readonly backgroundTo: string;
  readonly clothing: string;
  readonly tiltDegrees: number;
  readonly offsetX: number;
}

export const PORTRAIT_WIDTH = 400;
export const PORTRAIT_HEIGHT = 500;
// The drawing's own coordinates; the image is scaled to the portrait size (small enough to seed quickly).
const CANVAS = { width: 480, height: 600 };

const SKIN_TONES = ['#f6d7c3', '#eec1a2', '#e0ac8a', '#c68863', '#a86b47', '#8a5536', '#6b3f26', '#4a2c1c'];
// Keyed by the profile's hair_color and eye_color values, so the picture matches the details.
const HAIR_COLOURS: Readonly<Record<string, string>> = {
  brunette: '#5a3825', blond: '#e2c27a', brown: '#7a4e2d', white: '#ececec', black: '#1f1b1a',
  dark_blond: '#b08d57', dark_brown: '#3f2a1d', gray: '#9a9a9a', red: '#b5482a', other: '#7d4fa0',
};
const EYE_COLOURS: Readonly<Record<string, string>> = { blue: '#3b6fb6', green: '#4f8a4b', hazel: '#8e6b3a', brown: '#4b2e1e' };

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue % 360}, ${saturation}%, ${lightness}%)`;

export const portraitPerson = (
  random: DemoRandom,
  traits: { gender: 'male' | 'female'; hairColor: string | null; eyeColor: string | null },
): PortraitPerson => {
  const female = traits.gender === 'female';
  return {
    skin: random.pick(SKIN_TONES),
    hair: traits.hairColor === 'bald' ? null : (HAIR_COLOURS[traits.hairColor ?? ''] ?? HAIR_COLOURS.brown!),
    hairStyle: random.pick(female ? ['long', 'long', 'bun', 'curly', 'short'] : ['short', 'short', 'curly', 'long']),
    eyes: EYE_COLOURS[traits.eyeColor ?? ''] ?? EYE_COLOURS.brown!,
    beard: !female && random.chance(0.35),
  };
};

export const portraitScene = (random: DemoRandom): PortraitScene => {
  const hue = random.int(0, 359);
  return {
    backgroundFrom: hsl(hue, random.int(35, 60), random.int(80, 90)),
    backgroundTo: hsl(hue + random.int(30, 90), random.int(30, 55), random.int(60, 75)),
    clothing: hsl(random.int(0, 359), random.int(20, 65), random.int(25, 60)),
    tiltDegrees: random.int(-7, 7),
    offsetX: random.int(-30, 30),
  };
};

// Hair drawn behind the head (long hair falls onto the shoulders) and on top of it.
const hairBehind = ({ hair, hairStyle }: PortraitPerson) => {
  if (!hair) return '';
  if (hairStyle === 'long') return `<path d="M160 230 Q150 120 240 110 Q330 120 320 230 L338 420 Q240 440 142 420 Z" fill="${hair}"/>`;
  if (hairStyle === 'bun') return `<circle cx="240" cy="105" r="42" fill="${hair}"/>`;
  return '';
};

const hairOnTop = ({ hair, hairStyle }: PortraitPerson) => {
  if (!hair) return '';
  if (hairStyle === 'curly') {
    const curls = [168, 192, 216, 240, 264, 288, 312].map((x, index) => `<circle cx="${x}" cy="${Math.abs(x - 240) / 2 + 150 + (index % 2) * 8}" r="32"/>`);
    return `<g fill="${hair}">${curls.join('')}</g>`;
  }
  return `<path d="M168 215 Q160 128 240 122 Q320 128 312 215 Q292 160 240 158 Q188 160 168 215 Z" fill="${hair}"/>`;
};

const face = ({ eyes, beard, hair }: PortraitPerson) =>
  [
    `<ellipse cx="214" cy="228" rx="9" ry="6" fill="#fff" opacity="0.9"/><circle cx="214" cy="228" r="4.5" fill="${eyes}"/>`,
    `<ellipse cx="266" cy="228" rx="9" ry="6" fill="#fff" opacity="0.9"/><circle cx="266" cy="228" r="4.5" fill="${eyes}"/>`,
    '<path d="M240 240 Q236 262 244 266" stroke="#000" stroke-width="2.5" fill="none" opacity="0.15"/>',
    '<path d="M222 282 Q240 296 258 282" stroke="#7a3b32" stroke-width="4" fill="none" stroke-linecap="round" opacity="0.7"/>',
    beard ? `<path d="M178 250 Q182 330 240 338 Q298 330 302 250 Q290 300 240 304 Q190 300 178 250 Z" fill="${hair ?? '#3f2a1d'}" opacity="0.85"/>` : '',
  ].join('');

/** A soft, abstract head-and-shoulders portrait: obviously drawn, never a real person. */
export const portraitSvg = (person: PortraitPerson, scene: PortraitScene): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_WIDTH}" height="${PORTRAIT_HEIGHT}" viewBox="0 0 ${CANVAS.width} ${CANVAS.height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scene.backgroundFrom}"/><stop offset="1" stop-color="${scene.backgroundTo}"/></linearGradient>
<radialGradient id="light" cx="0.3" cy="0.25" r="0.8"><stop offset="0" stop-color="#fff" stop-opacity="0.3"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
</defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<g transform="translate(${scene.offsetX} 0) rotate(${scene.tiltDegrees} 240 420)">
${hairBehind(person)}
<rect x="208" y="290" width="64" height="110" rx="26" fill="${person.skin}"/>
<path d="M24 600 Q28 410 160 392 L320 392 Q452 410 456 600 Z" fill="${scene.clothing}"/>
<ellipse cx="240" cy="230" rx="74" ry="92" fill="${person.skin}"/>
${hairOnTop(person)}
${face(person)}
</g>
<rect width="100%" height="100%" fill="url(#light)"/>
</svg>`;
