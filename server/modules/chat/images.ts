import { randomBytes } from 'node:crypto';
import { CHAT_IMAGE_MAX_BYTES, chatMessages } from '../../../common/chat/options';
import { AppError } from '../../errors';
import type { FileStorage } from '../../platform/storage';
import { decodeBase64Image, sniffImage } from '../account/images';

export const chatImageMime = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type ChatImageExt = keyof typeof chatImageMime;

/** Chat image names: 32 random hex digits and the type's extension. */
export const CHAT_IMAGE_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;

/** PNG, JPEG and WebP as avatars are recognised, and GIF (GIF87a / GIF89a), by their first bytes. */
export function sniffChatImage(bytes: Uint8Array): ChatImageExt | null {
  const known = sniffImage(bytes);
  if (known) return known.ext;
  const head = Buffer.from(bytes.subarray(0, 6)).toString('latin1');
  return head === 'GIF87a' || head === 'GIF89a' ? 'gif' : null;
}

/** Checks an uploaded picture (size, then type by content) and stores it under chat/; answers its storage key. */
export async function storeChatImage(storage: FileStorage, image: string): Promise<string> {
  const bytes = decodeBase64Image(image);
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION', chatMessages.imageType);
  if (bytes.length > CHAT_IMAGE_MAX_BYTES) throw new AppError('VALIDATION', chatMessages.imageTooBig);
  const ext = sniffChatImage(bytes);
  if (!ext) throw new AppError('VALIDATION', chatMessages.imageType);
  const key = `chat/${randomBytes(16).toString('hex')}.${ext}`;
  await storage.put(key, bytes);
  return key;
}
