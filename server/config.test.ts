import { describe, expect, it } from 'vitest';
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
});
