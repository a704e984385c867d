/** Image types accepted for avatars, recognised by their first bytes rather than by what the client claims. */
export type ImageType = { ext: 'png' | 'jpg' | 'webp'; mime: 'image/png' | 'image/jpeg' | 'image/webp' };

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);

export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: 'png', mime: 'image/png' };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', mime: 'image/jpeg' };
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return { ext: 'webp', mime: 'image/webp' };
  return null;
}

export const mimeOfExt: Record<ImageType['ext'], ImageType['mime']> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Decodes `data:image/…;base64,…` or bare base64. Answers null for anything
 * that is not strict base64, so a typo is not silently turned into garbage.
 */
export function decodeBase64Image(input: string): Buffer | null {
  const match = /^data:[\w.+-]+\/[\w.+-]+;base64,/i.exec(input);
  const raw = (match ? input.slice(match[0].length) : input).replace(/\s+/g, '');
  if (raw.length === 0 || raw.length % 4 === 1 || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  return Buffer.from(raw, 'base64');
}
