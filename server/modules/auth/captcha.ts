import { randomInt } from 'node:crypto';
import { ICODE_LENGTH } from '../../../common/auth/options';

/**
 * Image codes (图形验证码) drawn as SVG paths from a small stroke font of our
 * own: the answer never appears as text in the image, every stroke is
 * jittered, rotated and skewed, and noise curves cross the characters.
 * Letters and digits that look alike (0/O, 1/I/L, 2/Z, 5/S, 8/B) are left out.
 */
type Point = [number, number];
/** Each glyph is one or more strokes on a 4 × 6 grid, a stroke written as its points "x,y x,y …". */
const strokeFont: Record<string, string[]> = {
  '3': ['0,0.5 1,0 3,0 4,1 4,2 2.5,3 4,4 4,5 3,6 1,6 0,5.5'],
  '4': ['3,6 3,0 0,4.2 4,4.2'],
  '6': ['3.6,0 1.6,0 0,2 0,5 1,6 3,6 4,5 4,4 3,3 1,3 0,4'],
  '7': ['0,0 4,0 1.5,6'],
  '9': ['4,2 3,3 1,3 0,2 0,1 1,0 3,0 4,1 4,4 2.4,6 0.4,6'],
  A: ['0,6 2,0 4,6', '0.7,4 3.3,4'],
  C: ['4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5'],
  D: ['0,0 0,6 2.4,6 4,4.4 4,1.6 2.4,0 0,0'],
  E: ['4,0 0,0 0,6 4,6', '0,3 3,3'],
  F: ['4,0 0,0 0,6', '0,3 3,3'],
  H: ['0,0 0,6', '4,0 4,6', '0,3 4,3'],
  J: ['1,0 4,0 4,5 3,6 1,6 0,5'],
  K: ['0,0 0,6', '4,0 0,3.6', '1.3,2.6 4,6'],
  M: ['0,6 0,0 2,3.6 4,0 4,6'],
  N: ['0,6 0,0 4,6 4,0'],
  P: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5'],
  R: ['0,6 0,0 3,0 4,1 4,2.5 3,3.5 0,3.5', '2,3.5 4,6'],
  T: ['0,0 4,0', '2,0 2,6'],
  U: ['0,0 0,5 1,6 3,6 4,5 4,0'],
  V: ['0,0 2,6 4,0'],
  W: ['0,0 1,6 2,2.5 3,6 4,0'],
  X: ['0,0 4,6', '4,0 0,6'],
  Y: ['0,0 2,3 4,0', '2,3 2,6'],
};
const glyphs: Record<string, Point[][]> = Object.fromEntries(
  Object.entries(strokeFont).map(([char, strokes]) => [char, strokes.map((stroke) => stroke.split(' ').map((point) => point.split(',').map(Number) as Point))]),
);

export const CAPTCHA_ALPHABET = Object.keys(glyphs).join('');
export const CAPTCHA_LENGTH = ICODE_LENGTH;
const WIDTH = 120;
const HEIGHT = 40;

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const fmt = (n: number) => n.toFixed(1);
const colours = ['#1f3b73', '#0b47c9', '#6b2fa0', '#8a3b12', '#1d6b3a', '#333b4f'];

function glyphPath(char: string, x0: number): string {
  const scale = rand(3.6, 4.2);
  const angle = (rand(-22, 22) * Math.PI) / 180;
  const skew = rand(-0.25, 0.25);
  const cx = 2;
  const cy = 3;
  const baseY = rand(6, 9);
  const parts: string[] = [];
  for (const stroke of glyphs[char]!) {
    const points = stroke.map(([gx, gy]) => {
      const jx = gx + rand(-0.22, 0.22) - cx;
      const jy = gy + rand(-0.22, 0.22) - cy;
      const sx = jx + skew * jy;
      const rx = sx * Math.cos(angle) - jy * Math.sin(angle);
      const ry = sx * Math.sin(angle) + jy * Math.cos(angle);
      return [x0 + (rx + cx) * scale, baseY + (ry + cy) * scale] as const;
    });
    parts.push(`M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join('L')}`);
  }
  const colour = colours[randomInt(0, colours.length)]!;
  return `<path d="${parts.join('')}" fill="none" stroke="${colour}" stroke-width="${fmt(rand(2.2, 3))}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function noiseCurve(): string {
  const y = () => fmt(rand(4, HEIGHT - 4));
  const colour = colours[randomInt(0, colours.length)]!;
  return `<path d="M${fmt(rand(0, 20))} ${y()}C${fmt(rand(20, 60))} ${y()} ${fmt(rand(60, 100))} ${y()} ${fmt(rand(100, WIDTH))} ${y()}" fill="none" stroke="${colour}" stroke-width="${fmt(rand(0.8, 1.6))}" opacity="0.7"/>`;
}

/** A new image code: the answer and the SVG that shows it. */
export function createCaptcha(): { text: string; svg: string } {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(0, CAPTCHA_ALPHABET.length)];
  const body: string[] = [];
  for (let i = 0; i < 30; i++)
    body.push(`<circle cx="${fmt(rand(0, WIDTH))}" cy="${fmt(rand(0, HEIGHT))}" r="${fmt(rand(0.6, 1.4))}" fill="#8a94a6" opacity="0.6"/>`);
  [...text].forEach((char, i) => body.push(glyphPath(char, 10 + i * 27 + rand(-2, 2))));
  for (let i = 0; i < 3; i++) body.push(noiseCurve());
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f2f5fb"/>${body.join('')}</svg>`;
  return { text, svg };
}

export const captchaDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
