import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. On the local disk (under DATA_DIR/uploads) for
 * now; an object store can replace it behind the same three calls.
 * Keys are relative paths such as `avatars/3f9c….png`.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
};

/** Lower-case letters, digits, dot, dash and underscore per segment: no `..`, no absolute paths. */
const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*\.[a-z0-9]+$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

export function createLocalStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed, so a reader never sees half a file.
      const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        return await readFile(resolve(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async remove(key) {
      if (!isValidStorageKey(key)) return;
      await rm(resolve(key), { force: true });
    },
  };
}
