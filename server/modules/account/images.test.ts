import { describe, expect, it } from 'vitest';
import { decodeBase64Image, sniffImage } from './images';

describe('avatar image checks', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))?.ext).toBe('jpg');
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8L')]))?.ext).toBe('webp');
  });

  it.each([
    ['GIF', Buffer.from('GIF89a')],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['RIFF that is a WAV', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVE')])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffImage(bytes)).toBeNull();
  });

  it('decodes data URLs and bare base64, and refuses what is not base64', () => {
    expect(decodeBase64Image('data:image/png;base64,aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64Image('aGVs\nbG8=')?.toString()).toBe('hello');
    expect(decodeBase64Image('不是 base64')).toBeNull();
    expect(decodeBase64Image('data:image/png;base64,')).toBeNull();
    expect(decodeBase64Image('abcde')).toBeNull();
  });
});
