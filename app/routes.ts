import { type RouteConfig, index, route } from '@react-router/dev/routes';

/**
 * Page routes, mirroring the route table of the spec (§2.1): names become
 * route ids; aliases reuse the same module under their own id.
 */
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('index', 'routes/home.tsx', { id: 'home-index-alias' }),
  route('front/index', 'routes/home.tsx', { id: 'home-front-alias' }),

  route('news', 'routes/news-index.tsx', { id: 'news' }),
  route('news/list/:id/:page?', 'routes/news-list.tsx', { id: 'newsList' }),
  route('news/tag/:id/:page?', 'routes/news-tag.tsx', { id: 'newsTag' }),
  route('news/tags/:page?', 'routes/news-tags.tsx', { id: 'newsTags' }),
  route('news/:id', 'routes/news-detail.tsx', { id: 'newsDetail' }),

  // Information portal (spec §2.1): the home, its list (query tabsType: NEWS or download) and the list's detail view.
  route('information', 'routes/information.tsx', { id: 'information' }),
  route('information/list/:id?/:page?', 'routes/information-list.tsx', { id: 'informationList' }),
  route('detail/:id', 'routes/news-detail.tsx', { id: 'listDetail' }),

  // Library (spec §2.1): detail routes first; a list's child segments :id?/:page? are a category id (or 'all') and a page.
  route('standard/detail/:id', 'routes/standard-detail.tsx', { id: 'standardDetail' }),
  route('front/normContent/:id', 'routes/standard-detail.tsx', { id: 'normContent' }),
  route('standard/:id?/:page?', 'routes/standard-list.tsx', { id: 'standard' }),
  route('policy/detail/:id', 'routes/policy-detail.tsx', { id: 'policyDetail' }),
  route('policy/:id?/:page?', 'routes/policy-list.tsx', { id: 'policy' }),
  route('paper/detail/:id', 'routes/paper-detail.tsx', { id: 'paperDetail' }),
  route('paper/:id?/:page?', 'routes/paper-list.tsx', { id: 'paper' }),

  // Learning (spec §2.1 /video): one route; a course is /video?id=<id>, the list's filters are in the query.
  route('video', 'routes/video.tsx', { id: 'video' }),

  // Solutions (spec §2.1): detail first; the list's :id? is a project-type id (or 'all'), :page? a page number.
  route('solution/detail/:id', 'routes/solution-detail.tsx', { id: 'solutionDetail' }),
  route('solution/:id?/:page?', 'routes/solution-list.tsx', { id: 'solution' }),

  // Products (spec §2.1, flag product): the log before /product/:id, whose :id is a product id or code (erp).
  route('product/log/:page?', 'routes/product-log.tsx', { id: 'productLog' }),
  route('product', 'routes/product.tsx', { id: 'product' }),
  route('product/:id', 'routes/product-detail.tsx', { id: 'productDetail' }),

  // Tenders (spec §2.1): the list at /information/tender (query filters) and /tender/:catNo?/:id?/:page?/:bidStageId?
  // (category code, information type id 0100–0105, page, stage 1 报名中 / 2 已截止); a notice at /tenderDetails/:id
  // (canonical) and /tender/detail/:id/:type/:stageType (category code, information type id). Detail routes first.
  route('information/tender', 'routes/tender-list.tsx', { id: 'tenderList' }),
  route('tenderDetails/:id', 'routes/tender-detail.tsx', { id: 'tenderDetails' }),
  route('tender/detail/:id/:type/:stageType', 'routes/tender-detail.tsx', { id: 'tenderDetail' }),
  // The daily digest's one-link unsubscribe (decision 0031); a static segment, so it ranks before the list's :catNo.
  // An organisation's profile (decision 0032), linked from every notice's 招标人 and 招标代理.
  route('tender/org/:id', 'routes/tender-org.tsx', { id: 'tenderOrg' }),
  route('tender/unsubscribe/:token', 'routes/tender-unsubscribe.tsx', { id: 'tenderUnsubscribe' }),
  route('tender/:catNo?/:id?/:page?/:bidStageId?', 'routes/tender-list.tsx', { id: 'tender' }),

  // Product landing pages (spec §2.1 'Others', decision 0023): one module over the landing table.
  ...['erp', 'treasure', 'jizhibao', 'erppro', 'treasurepro', 'jizhibaopro', 'jizhiyun'].map((key) => route(key, 'routes/landing.tsx', { id: key })),
  route('index1', 'routes/index1.tsx', { id: 'index1' }),
  // Flag contract: a redirect to /information after its check (decision 0023).
  route('contract', 'routes/contract.tsx', { id: 'contract' }),

  route('personalCenter', 'routes/personal-center.tsx', { id: 'personalCenter' }),

  // Logins (spec §2.1): one login page, one partner login component with a branding table.
  route('login', 'routes/login.tsx', { id: 'login' }),
  route('front/login', 'routes/login.tsx', { id: 'login-front-login-alias' }),
  route('front/home', 'routes/login.tsx', { id: 'login-front-home-alias' }),
  route('register', 'routes/login.tsx', { id: 'login-register-alias' }),
  route('erplogin', 'routes/partner-login.tsx', { id: 'erplogin' }),
  route('treasurelogin', 'routes/partner-login.tsx', { id: 'treasurelogin' }),
  route('udebanklogin', 'routes/partner-login.tsx', { id: 'udebanklogin' }),
  route('qztlogin', 'routes/partner-login.tsx', { id: 'qztlogin' }),
  route('kllogin', 'routes/partner-login.tsx', { id: 'kllogin' }),
  route('ntlogin', 'routes/partner-login.tsx', { id: 'ntlogin' }),
  route('gzblogin', 'routes/partner-login.tsx', { id: 'gzblogin' }),
  route('qibaoerp', 'routes/partner-login.tsx', { id: 'qibaoerp' }),
  route('jycic', 'routes/partner-login.tsx', { id: 'jycic' }),
  route('neisheng', 'routes/partner-login.tsx', { id: 'neisheng' }),
  route('productLogin', 'routes/partner-login.tsx', { id: 'productLogin' }),
  route('loginPreview', 'routes/partner-login.tsx', { id: 'loginPreview' }),
  route('productLoginPreview', 'routes/partner-login.tsx', { id: 'productLoginPreview' }),
  route('doubleAuth', 'routes/double-auth.tsx', { id: 'doubleAuth' }),
  route('authorize', 'routes/authorize.tsx', { id: 'authorize' }),
  route('resetPassword', 'routes/reset-password.tsx', { id: 'resetPassword' }),
  route('invite', 'routes/invite.tsx', { id: 'invite' }),
  route('invite/register', 'routes/invite.tsx', { id: 'invite-register-alias' }),

  // Help centre (spec §2.1): fixed segments before /help/:id?/:page?; one module renders an article at its three addresses.
  route('help/index', 'routes/help-index.tsx', { id: 'helpIndex' }),
  route('help/search/:keywords', 'routes/help-search.tsx', { id: 'helpSearch' }),
  route('help/detail/:resId', 'routes/help-detail.tsx', { id: 'helpDetail' }),
  route('help/num/:resNumber', 'routes/help-detail.tsx', { id: 'helpNum' }),
  route('help/share/:shareId', 'routes/help-detail.tsx', { id: 'helpShare' }),
  route('help/:id?/:page?', 'routes/help.tsx', { id: 'help' }),

  route('search', 'routes/search.tsx', { id: 'search' }),

  // The site's own pages (spec §2.1 Others, issue 13 part B).
  route('service', 'routes/agreement.tsx', { id: 'service' }),
  route('agreement/service', 'routes/agreement.tsx', { id: 'service-agreement-alias' }),
  route('pravicy', 'routes/agreement.tsx', { id: 'pravicy' }),
  route('agreement/pravicy', 'routes/agreement.tsx', { id: 'pravicy-agreement-alias' }),
  // Recruiting: filters and a job (?job=<id>, with the application form) are in the query.
  route('recruit', 'routes/recruit.tsx', { id: 'recruit' }),
  route('backService', 'routes/back-service.tsx', { id: 'backService' }),
  route('weChat', 'routes/wechat.tsx', { id: 'weChat' }),
  route('Oauth/:type', 'routes/oauth.tsx', { id: 'oauth' }),
  route('domainError', 'routes/domain-error.tsx', { id: 'domainError' }),
  // The staff console (issue 14, beyond the spec): one React app under /admin; its code stays in routes/admin and
  // components/admin so that public pages do not carry it. Not indexed (meta robots and robots.txt).
  route('admin', 'routes/admin/admin-layout.tsx', { id: 'admin' }, [
    index('routes/admin/admin-home.tsx', { id: 'adminHome' }),
    route('chat', 'routes/admin/admin-chat.tsx', { id: 'adminChat' }),
    route('leads', 'routes/admin/admin-leads.tsx', { id: 'adminLeads' }),
    route('stats', 'routes/admin/admin-stats.tsx', { id: 'adminStats' }),
    route('settings', 'routes/admin/admin-settings.tsx', { id: 'adminSettings' }),
    route('audit', 'routes/admin/admin-audit.tsx', { id: 'adminAudit' }),
    route('tender-import', 'routes/admin/admin-tender-import.tsx', { id: 'adminTenderImport' }),
  ]),
  // Open platform: the overview with the user's API keys, one page per API group (an OpenAPI tag), the console.
  route('open', 'routes/open.tsx', { id: 'open' }),
  route('open/api/:id', 'routes/open-api.tsx', { id: 'openApi' }),
  route('open/ui', 'routes/open-ui.tsx', { id: 'openUi' }),
  // AI writing (spec §2.1, flag ai): the writing home, the conversation, the tender writer, and the tool pages, which
  // are the cloud brand's: on the default brand /aiToolList and /aiToolDetail redirect to /information (decision 0022).
  route('aiWriteList', 'routes/ai-write-list.tsx', { id: 'aiWriteList' }),
  route('Conversation', 'routes/conversation.tsx', { id: 'Conversation' }),
  route('aiToolList', 'routes/ai-tool-list.tsx', { id: 'aiToolList' }),
  route('aiToolDetail', 'routes/ai-tool-detail.tsx', { id: 'aiToolDetail' }),
  route('aiTender/create', 'routes/ai-tender-create.tsx', { id: 'aiTenderCreate' }),
  // The AI paper writer (spec §2.1 'AI writing', both brands): new paper, my papers, reading view, editor.
  route('aipaper/create', 'routes/ai-paper-create.tsx', { id: 'aiPaperCreate' }),
  route('aipaper/index', 'routes/ai-paper-index.tsx', { id: 'aiPaperIndex' }),
  route('aipaper/detail/:id', 'routes/ai-paper-detail.tsx', { id: 'aiPaperDetail' }),
  route('aipaper/edit/:id', 'routes/ai-paper-edit.tsx', { id: 'aiPaperEdit' }),

  route('404', 'routes/not-found.tsx', { id: 'notFound' }),
  route('router', 'routes/not-found.tsx', { id: 'router' }),
  route('500', 'routes/server-error.tsx', { id: 'serverError' }),

  // Any unknown path redirects to /404 (spec §2.1).
  route('*', 'routes/catch-all.tsx', { id: 'catchAll' }),
] satisfies RouteConfig;
