import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SiteBrand, SiteBrandId } from '../common/site/brands';

/**
 * Configuration is read once at start from the environment and validated here.
 * A bad value stops the process with a message that names the variable.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), {
      message: `must start with ${protocols.join(' or ')}`,
    });

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  REDIS_URL: optionalUrl(['redis://', 'rediss://']),
  PUBLIC_API_BASE: z.string().trim().default('/api'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_ON_START: booleanFlag(true),
  /**
   * A demonstration site: the seeded staff keep their published password (no forced change at first login).
   * Unset, it follows SEED_ON_START: a site that seeds demo content is a demo (decision 0028).
   */
  DEMO_MODE: z.enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off', '']).optional(),
  PAGE_CACHE: booleanFlag(true),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86400).default(300),
  RENDER_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  TRUST_PROXY: booleanFlag(false),
  /** PEM files: with both, the server speaks HTTPS, HTTP/2 to browsers and HTTP/1.1 to older clients (decision 0060). */
  TLS_CERT_FILE: z.string().trim().optional().transform((v) => (v === '' ? undefined : v)),
  TLS_KEY_FILE: z.string().trim().optional().transform((v) => (v === '' ? undefined : v)),
  SITE_URL: optionalUrl(['http://', 'https://']),
  SITE_NAME: z.string().trim().min(1).default('计智云'),
  SITE_COMPANY: z.string().trim().min(1).default('湖南计智云科技有限公司'),
  SITE_TITLE: z.string().trim().min(1).default('计智云 - 工程建设项目管理软件与行业资讯平台'),
  SITE_DESCRIPTION: z
    .string()
    .trim()
    .min(1)
    .default(
      '计智云专注工程建设计量支付 ERP 与 GIS+BIM 平台，服务市政道路、轨道交通、房屋建筑、港口、水利与铁路工程，并提供行业资讯、标准规范、政策法规与招标信息。',
    ),
  SITE_KEYWORDS: z.string().trim().min(1).default('计量支付,工程项目管理,BIM,GIS,智慧工地,工程资讯,招标信息,标准规范'),
  SITE_HOTLINE: z.string().trim().min(1).default('400-965-0588'),
  SITE_MARKET_HOTLINE: z.string().trim().min(1).default('0731-8563-2100'),
  SITE_EMAIL: z.string().trim().email().default('service@jizhiyun.cn'),
  SITE_ADDRESS: z.string().trim().min(1).default('湖南省长沙市岳麓区麓谷大道 627 号长沙软件园 A 座 12 楼'),
  SITE_ICP: z.string().trim().min(1).default('湘ICP备2021012345号-1'),
  SITE_POLICE_FILING: z.string().trim().min(1).default('湘公网安备 43010402001234号'),
  SITE_WECHAT_URL: z.string().trim().url().default('https://weixin.qq.com/r/jizhiyun-materials'),
  /** The company's video channel (spec §7 newsDispense/loginBilibili hands it out; decision 0026). */
  SITE_VIDEO_CHANNEL_URL: z.string().trim().url().default('https://space.bilibili.com/1887625093'),
  /** A host containing this substring gets the cloud-brand header (spec §1). */
  SITE_CLOUD_HOST_MARK: z.string().trim().default('cloud'),
  /** The cloud brand's name (header, footer, the end of its titles) and hotline. */
  SITE_CLOUD_NAME: z.string().trim().min(1).default('计智工程云'),
  SITE_CLOUD_HOTLINE: z.string().trim().min(1).default('400-965-0599'),
  /** smtp://user:pass@host:587 or smtps://…:465: e-mail codes go out by SMTP; without it they stay in the development outbox. */
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  SMTP_FROM: z.string().trim().optional(),
  /** WeChat website login (open platform app); without both, the WeChat option is hidden and its endpoints answer 微信登录未开启. */
  WECHAT_APP_ID: z.string().trim().optional(),
  WECHAT_APP_SECRET: z.string().trim().optional(),
  WECHAT_API_BASE: optionalUrl(['http://', 'https://']),
  /** An OpenAI-compatible chat API (Qwen, DeepSeek, vLLM, Ollama …); without AI_API_KEY the offline drafter answers (decision 0034). */
  AI_BASE_URL: optionalUrl(['http://', 'https://']),
  AI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  AI_MODEL: z.string().trim().default('qwen-plus'),
  /** Origins besides SITE_URL whose pages may open a chat socket, comma-separated (https://www.example.com,https://m.example.com). */
  CHAT_ORIGINS: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ?? '').split(',').map((o) => o.trim()).filter(Boolean))
    .refine((list) => list.every((o) => URL.parse(o)?.origin === o), { message: 'must be a comma-separated list of origins such as https://www.example.com' }),
  /** Longest wait for the provider's first token and between two tokens. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
});

export type Env = z.input<typeof envSchema>;

export type SiteSettings = {
  name: string;
  company: string;
  title: string;
  description: string;
  keywords: string;
  hotline: string;
  marketHotline: string;
  email: string;
  address: string;
  icp: string;
  policeFiling: string;
  wechatUrl: string;
  videoChannelUrl: string;
  url: string;
  cloudHostMark: string;
  /** The cloud brand (spec §1): the name and hotline a host containing `cloudHostMark` shows. */
  cloud: { name: string; hotline: string };
};

export type AppConfig = {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** PGlite's own folder inside DATA_DIR; uploads sit beside it in DATA_DIR/uploads. */
  pgliteDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  publicApiBase: string;
  logLevel: string;
  seedOnStart: boolean;
  /** Demo mode (decision 0028): staff are not forced to change the seeded password. */
  demoMode: boolean;
  pageCache: { enabled: boolean; ttlSeconds: number };
  /** Worker threads that render pages; 0 renders on the main thread (decision 0019). */
  renderWorkers: number;
  trustProxy: boolean;
  /** Set when TLS_CERT_FILE and TLS_KEY_FILE are: the PEM certificate chain and key the server listens with. */
  tls: { cert: Buffer; key: Buffer } | undefined;
  site: SiteSettings;
  /** Set when SMTP_URL is: e-mail is sent from `from`. */
  smtp: { url: string; from: string } | undefined;
  /** Set when both WECHAT_APP_ID and WECHAT_APP_SECRET are. */
  wechat: { appId: string; appSecret: string; apiBase: string } | undefined;
  /** Set when AI_API_KEY is: the OpenAI-compatible provider. The key never leaves the server (not in PublicConfig). */
  ai: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The idle time-out of every provider, the offline one included. */
  aiTimeoutMs: number;
  /** Origins whose pages may open a chat socket besides the request's own host: SITE_URL's and CHAT_ORIGINS (decision 0036). */
  chatOrigins: string[];
};

/** What the browser may see: an explicit subset, never the whole config. */
export type PublicConfig = {
  apiBase: string;
  site: Omit<SiteSettings, 'cloudHostMark' | 'cloud'>;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = issue.path.join('.');
      return `  ${key}=${JSON.stringify(source[key] ?? '')}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const tls = readTls(e.TLS_CERT_FILE, e.TLS_KEY_FILE);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    pgliteDir: path.join(path.resolve(e.DATA_DIR), 'pglite'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    publicApiBase: e.PUBLIC_API_BASE,
    logLevel: e.LOG_LEVEL,
    seedOnStart: e.SEED_ON_START,
    demoMode: e.DEMO_MODE === undefined || e.DEMO_MODE === '' ? e.SEED_ON_START : ['1', 'true', 'yes', 'on'].includes(e.DEMO_MODE),
    pageCache: { enabled: e.PAGE_CACHE, ttlSeconds: e.PAGE_CACHE_TTL_SECONDS },
    renderWorkers: e.RENDER_WORKERS ?? defaultRenderWorkers(),
    trustProxy: e.TRUST_PROXY,
    tls,
    site: {
      name: e.SITE_NAME,
      company: e.SITE_COMPANY,
      title: e.SITE_TITLE,
      description: e.SITE_DESCRIPTION,
      keywords: e.SITE_KEYWORDS,
      hotline: e.SITE_HOTLINE,
      marketHotline: e.SITE_MARKET_HOTLINE,
      email: e.SITE_EMAIL,
      address: e.SITE_ADDRESS,
      icp: e.SITE_ICP,
      policeFiling: e.SITE_POLICE_FILING,
      wechatUrl: e.SITE_WECHAT_URL,
      videoChannelUrl: e.SITE_VIDEO_CHANNEL_URL,
      url: (e.SITE_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, ''),
      cloudHostMark: e.SITE_CLOUD_HOST_MARK,
      cloud: { name: e.SITE_CLOUD_NAME, hotline: e.SITE_CLOUD_HOTLINE },
    },
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM || `${e.SITE_NAME} <${e.SITE_EMAIL}>` } : undefined,
    wechat:
      e.WECHAT_APP_ID && e.WECHAT_APP_SECRET
        ? { appId: e.WECHAT_APP_ID, appSecret: e.WECHAT_APP_SECRET, apiBase: (e.WECHAT_API_BASE ?? 'https://api.weixin.qq.com').replace(/\/+$/, '') }
        : undefined,
    ai: e.AI_API_KEY
      ? { baseUrl: (e.AI_BASE_URL ?? 'https://dashscope.aliyuncs.com/compatible-mode/v1').replace(/\/+$/, ''), apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS }
      : undefined,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    chatOrigins: [...new Set([new URL(e.SITE_URL ?? `http://localhost:${e.PORT || 3000}`).origin, ...e.CHAT_ORIGINS])],
  };
}

export function toPublicConfig(config: AppConfig): PublicConfig {
  const { cloudHostMark: _hidden, cloud: _perBrand, ...site } = config.site;
  return { apiBase: config.publicApiBase, site };
}

/** Both brands of the site (decision 0022): the default one from the SITE_* settings, the cloud one from SITE_CLOUD_*. */
export function siteBrands(site: SiteSettings): Record<SiteBrandId, SiteBrand> {
  return {
    default: { id: 'default', name: site.name, hotline: site.hotline, titleSuffix: '', defaultTitle: site.title, tagline: '' },
    cloud: {
      id: 'cloud',
      name: site.cloud.name,
      hotline: site.cloud.hotline,
      titleSuffix: ` - ${site.cloud.name}`,
      defaultTitle: `${site.cloud.name} - 工程建设项目数字化管理云平台`,
      tagline: '工程项目数字化管理云平台',
    },
  };
}

/** For command-line entry points: the config, or the readable error and exit code 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
}

/** The certificate and key, read now so that a wrong path stops the start with its name, not the first visitor. */
function readTls(certFile: string | undefined, keyFile: string | undefined): AppConfig['tls'] {
  if (!certFile && !keyFile) return undefined;
  // The same form as loadConfig's messages: the variable, its value, what is wrong.
  const invalid = (name: string, value: string, message: string) => new ConfigError(`Invalid configuration:\n  ${name}=${JSON.stringify(value)}: ${message}`);
  if (!certFile) throw invalid('TLS_CERT_FILE', '', 'must be set with TLS_KEY_FILE');
  if (!keyFile) throw invalid('TLS_KEY_FILE', '', 'must be set with TLS_CERT_FILE');
  const read = (name: string, file: string, marker: RegExp) => {
    let pem: Buffer;
    try {
      pem = readFileSync(file);
    } catch (e) {
      throw invalid(name, file, `cannot be read (${(e as NodeJS.ErrnoException).code ?? String(e)})`);
    }
    if (!marker.test(pem.toString('latin1'))) throw invalid(name, file, 'is not a PEM file');
    return pem;
  };
  return { cert: read('TLS_CERT_FILE', certFile, /-----BEGIN CERTIFICATE-----/), key: read('TLS_KEY_FILE', keyFile, /-----BEGIN [A-Z ]*PRIVATE KEY-----/) };
}

/** One render worker per core (at most 8) on a machine with more than one; none on a single core. */
function defaultRenderWorkers(): number {
  const cores = availableParallelism();
  return cores > 1 ? Math.min(cores, 8) : 0;
}
