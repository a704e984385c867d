import { partners, type Partner } from '../../../common/site/partners';
import { sitePrimary } from '../../lib/theme';

/**
 * One login page, many faces: the partner and product login routes (spec
 * §2.1 Logins) differ only by this branding. Keyed by route id. The
 * partners' faces come from the one partner table (common/site/partners.ts,
 * decision 0024); the product ones are here.
 */
export type Brand = {
  key: string;
  /** Shown as the product name in the side panel and the page title. */
  name: string;
  /** Short text in the square mark. */
  logoText: string;
  slogan: string;
  /**
   * The page's colour, antd's too. The company's own pages wear the site's primary (app/lib/theme.ts), so their
   * forms take the site's antd theme as it is; a partner's colour gets a nested theme of its own (login-panel.tsx).
   */
  colour: string;
  colourDark: string;
  features: string[];
  /** A preview of a login page being designed: forms are shown but a ribbon says so. */
  preview?: boolean;
};

const jizhiFeatures = ['计量支付、变更与台账一体化', 'GIS + BIM 可视化项目管理', '标准规范、政策与招标资讯', 'AI 写作助手，方案标书快速成稿'];

export const defaultBrand: Brand = {
  key: 'login',
  name: '计智云',
  logoText: '计',
  slogan: '工程建设项目管理云平台',
  colour: sitePrimary,
  colourDark: '#0b47c9',
  features: jizhiFeatures,
};

/** A partner's login face, keyed by its login route (/kllogin → kllogin). */
const partnerBrand = (p: Partner): Brand => ({
  key: p.loginPath.slice(1),
  name: p.name,
  logoText: p.logoText,
  slogan: p.slogan,
  colour: p.colour,
  colourDark: p.colourDark,
  features: p.features,
});

export const brands: Record<string, Brand> = {
  ...Object.fromEntries(partners.map((p) => [p.loginPath.slice(1), partnerBrand(p)])),
  erplogin: {
    key: 'erplogin',
    name: '计智云 ERP',
    logoText: 'ERP',
    slogan: '工程计量支付系统：计量、变更、支付一体化，每一笔工程款有据可查',
    colour: sitePrimary,
    colourDark: '#0b47c9',
    features: ['清单计量与中间计量', '变更、索赔全过程留痕', '支付证书一键生成', '多标段、多合同统一管理'],
  },
  productLogin: {
    key: 'productLogin',
    name: '计智云产品中心',
    logoText: '计',
    slogan: '一个账号，使用计智云全部产品',
    colour: sitePrimary,
    colourDark: '#0b47c9',
    features: ['计量支付 ERP', '计智宝资料管理', 'GIS + BIM 平台', '智慧工地'],
  },
  loginPreview: { ...defaultBrand, key: 'loginPreview', preview: true },
  productLoginPreview: {
    key: 'productLoginPreview',
    name: '计智云产品中心',
    logoText: '计',
    slogan: '一个账号，使用计智云全部产品',
    colour: sitePrimary,
    colourDark: '#0b47c9',
    features: ['计量支付 ERP', '计智宝资料管理', 'GIS + BIM 平台', '智慧工地'],
    preview: true,
  },
};

export const brandRouteIds = Object.keys(brands);

export function brandFor(routeId: string | undefined): Brand {
  return (routeId && brands[routeId]) || defaultBrand;
}
