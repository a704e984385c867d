import path from 'node:path';
import type { AppConfig } from './config';
import { siteBrands, toPublicConfig } from './config';
import type { Database } from './db/client';
import type { ContentEvents } from './platform/content-events';
import type { KvStore } from './platform/kv-store';
import { createCrmService } from './modules/crm/service';
import { createNewsService } from './modules/news/service';
import { createSeoService } from './modules/seo/service';
import { createSearchService } from './modules/search/service';
import { createDbSessionStore, createRedisSessionStore } from './modules/auth/session-store';
import { createViewerCache, createViewerEviction, withViewerCacheEviction } from './modules/auth/viewer-cache';
import { createAccountService } from './modules/account/service';
import { createLocalStorage } from './platform/storage';
import { createAuthService } from './modules/auth/service';
import { createLibraryService } from './modules/library/service';
import { createDownloadService } from './modules/download/service';
import { createHelpService } from './modules/help/service';
import { createSolutionService } from './modules/solution/service';
import { createProductService } from './modules/product/service';
import { createLearningService } from './modules/learning/service';
import { createInformationService } from './modules/information/service';
import { createTenderService } from './modules/tender/service';
import { createSiteService } from './modules/site/service';
import { createSitePagesService } from './modules/site-pages/service';
import { createRecruitService } from './modules/recruit/service';
import { createAdminServices } from './modules/admin/service';
import { createTenderAlertService } from './modules/tender-alerts/service';
import { createTenderUserLists } from './modules/tender-alerts/user-lists';
import { createTenderOrgProfiles } from './modules/tender/org-profile';
import { createTenderImportService } from './modules/tender-import/service';
import { createOutboxMessenger, routeByChannel } from './platform/messaging';
import { createSmtpMessenger } from './platform/messaging/smtp';
import { createAiService, providerFor } from './modules/ai/service';
import { createOpenPlatformService } from './modules/open-platform/service';
import { createTenderWriter } from './modules/ai/tender/service';
import { createPaperWriter } from './modules/ai/paper/service';
import { createVisitorService } from './modules/visitor/service';
import { createTraceService } from './modules/trace/service';
import { createChatBus } from './modules/chat/bus';
import { createChatService } from './modules/chat/service';

/** The one service layer. Page loaders use it in process; the /api routes expose it over HTTP. */
export function createServices({ db, kv, events, config }: { db: Database; kv: KvStore; events: ContentEvents; config: AppConfig }) {
  const viewerCache = createViewerCache();
  const viewerEviction = createViewerEviction(viewerCache, kv);
  const sessionStore = withViewerCacheEviction(kv.redis ? createRedisSessionStore(kv.redis) : createDbSessionStore(db), viewerEviction);
  // Profile edits go through here, so the viewer cache never shows an old name to the next request.
  const onUserChanged = (userId: number) => void viewerEviction.forget({ userId }).catch(() => {});
  const account = createAccountService({ db, kv, siteUrl: config.site.url, storage: createLocalStorage(path.join(config.dataDir, 'uploads')), onUserChanged });
  const auth = createAuthService({ db, kv, config, sessionStore, onUserChanged });
  // A new account that came through an invitation link earns its inviter points.
  auth.onUserRegistered(async ({ userId, invitedBy }) => {
    if (invitedBy) await account.creditInvitation({ inviterId: invitedBy, inviteeId: userId });
  });
  const news = createNewsService({ db, events });
  const tender = createTenderService({ db, events });
  // The digest e-mail leaves as the accounts' codes do: SMTP when configured, else the development outbox.
  const outbox = createOutboxMessenger({ db, log: config.logLevel === 'silent' ? undefined : (line: string) => console.log(line) });
  const alertMessenger = routeByChannel({ sms: outbox, email: config.smtp ? createSmtpMessenger(config.smtp) : outbox });
  const search = createSearchService({ db, events });
  const ai = createAiService({
    db,
    kv,
    provider: providerFor(config),
    // Standards of our library whose titles match the question: the only references a draft may cite.
    lookupLibrary: async (keywords) => {
      const found = await search.search({ keywords, kind: 'NORMAL', current: 1, size: 3 });
      return found.records.map((r) => ({ label: r.title, text: '' }));
    },
  });
  const aiTender = createTenderWriter({ db, kv, ai, getNotice: (id) => tender.get({ id, viewer: null }) });
  const aiPaper = createPaperWriter({
    db,
    ai,
    // Standards and papers of our library that match a keyword: the only references a paper lists.
    searchLibrary: async (keywords, kind, size) => (await search.search({ keywords, kind, current: 1, size })).records.map((r) => r.id),
  });
  const admin = createAdminServices({ db, kv, config });
  // Live chat (decision 0036): conversations shared by every process through the bus (Redis pub/sub with REDIS_URL).
  const chat = createChatService({ db, kv, bus: createChatBus(kv), storage: account.storage, apiBase: config.publicApiBase, audit: admin.audit });
  return {
    sessionStore,
    viewerCache,
    news,
    information: createInformationService({ db, events, news }),
    library: createLibraryService({ db, events }),
    download: createDownloadService({ db, events, storage: account.storage, apiBase: config.publicApiBase }),
    help: createHelpService({ db, kv, events, siteUrl: config.site.url }),
    solution: createSolutionService({ db, events }),
    product: createProductService({ db, events }),
    learning: createLearningService({ db, events }),
    tender,
    tenderUser: createTenderUserLists({ db, tender, events }),
    tenderOrgs: createTenderOrgProfiles({ db }),
    tenderImport: createTenderImportService({ db, onChanged: () => events.changed('tender') }),
    tenderAlerts: createTenderAlertService({ db, messenger: alertMessenger, siteUrl: config.site.url, siteName: config.site.name }),
    seo: createSeoService({ db, site: config.site, events }),
    crm: createCrmService({ db, kv }),
    sitePages: createSitePagesService({ db, wechatUrl: config.site.wechatUrl, videoChannelUrl: config.site.videoChannelUrl }),
    recruit: createRecruitService({ db, kv, storage: account.storage }),
    site: createSiteService({ db, events, news }),
    search,
    ai,
    openPlatform: createOpenPlatformService({ db, kv }),
    aiTender,
    aiPaper,
    admin,
    visitor: createVisitorService({ db, kv, settings: admin.settings, onlineAgents: () => chat.bus.onlineAgents() }),
    chat,
    trace: createTraceService({ db }),
    account,
    auth,
    publicConfig: toPublicConfig(config),
    /** Both brands' names, hotlines and titles (decision 0022); the root loader picks the host's. */
    brands: siteBrands(config.site),
  };
}

export type Services = ReturnType<typeof createServices>;
