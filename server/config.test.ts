import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './test-support/self-signed';
import { ConfigError, loadConfig, toPublicConfig } from './config';

describe('configuration', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.site.hotline).toBe('400-965-0588');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('names the variable and the value when one is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      expect((e as Error).message).toContain('PORT="eighty"');
      expect((e as Error).message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
    }
  });

  it('gives the browser only the public subset', () => {
    const pub = toPublicConfig(loadConfig({ DATABASE_URL: 'postgres://u:secret@db/x', REDIS_URL: 'redis://r:6379' }));
    expect(JSON.stringify(pub)).not.toContain('secret');
    expect(JSON.stringify(pub)).not.toContain('redis');
    expect(pub.site.email).toBe('service@jizhiyun.cn');
  });

  it('uses the OpenAI-compatible provider only with a key, checks its address, and keeps the key on the server', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    const config = loadConfig({ AI_API_KEY: 'sk-live-abc', AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'deepseek-chat' });
    expect(config.ai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: 'sk-live-abc', model: 'deepseek-chat', timeoutMs: 30_000 });
    expect(JSON.stringify(toPublicConfig(config))).not.toContain('sk-live-abc');
    expect(() => loadConfig({ AI_BASE_URL: 'ftp://x' })).toThrow('AI_BASE_URL="ftp://x": must start with http:// or https://');
    expect(() => loadConfig({ AI_TIMEOUT_MS: '5' })).toThrow(ConfigError);
  });

  it('reads the TLS certificate and key at start, and names the variable when one is missing, unreadable or not PEM', async () => {
    expect(loadConfig({}).tls).toBeUndefined();
    const { certFile, keyFile, dir } = await selfSignedCertificate();
    try {
      const tls = loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile }).tls;
      expect(tls?.cert.toString()).toContain('-----BEGIN CERTIFICATE-----');
      expect(tls?.key.toString()).toContain('PRIVATE KEY-----');
      expect(JSON.stringify(toPublicConfig(loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile })))).not.toContain('PRIVATE');
      expect(() => loadConfig({ TLS_CERT_FILE: certFile })).toThrow('TLS_KEY_FILE="": must be set with TLS_CERT_FILE');
      expect(() => loadConfig({ TLS_KEY_FILE: keyFile })).toThrow('TLS_CERT_FILE="": must be set with TLS_KEY_FILE');
      expect(() => loadConfig({ TLS_CERT_FILE: path.join(dir, 'none.pem'), TLS_KEY_FILE: keyFile })).toThrow(/TLS_CERT_FILE=".*none\.pem": cannot be read \(ENOENT\)/);
      expect(() => loadConfig({ TLS_CERT_FILE: keyFile, TLS_KEY_FILE: keyFile })).toThrow(/TLS_CERT_FILE=".*key\.pem": is not a PEM file/);
      expect(() => loadConfig({ TLS_CERT_FILE: certFile, TLS_KEY_FILE: certFile })).toThrow(/TLS_KEY_FILE=".*cert\.pem": is not a PEM file/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
