import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, isValidStorageKey, type FileStorage } from './storage';

describe('local file storage', () => {
  let root: string;
  let storage: FileStorage;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
    storage = createLocalStorage(root);
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes, reads and removes a file by key', async () => {
    await storage.put('avatars/abc123.png', Buffer.from('png bytes'));
    expect((await storage.read('avatars/abc123.png'))?.toString()).toBe('png bytes');
    await storage.remove('avatars/abc123.png');
    expect(await storage.read('avatars/abc123.png')).toBeNull();
    await storage.remove('avatars/abc123.png');
  });

  it.each(['../etc/passwd', '/etc/passwd', 'avatars/../../x.png', 'avatars/x', 'Avatars/X.PNG', 'a//b.png', ''])('refuses the key %j', async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/invalid storage key/);
    expect(await storage.read(key)).toBeNull();
  });
});
