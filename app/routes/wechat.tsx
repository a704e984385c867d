import type { Route } from './+types/wechat';
import { seoMeta } from '../lib/seo';
import { VideoChannelLink } from '../components/video-channel-link';
import sitePagesCss from '../styles/site-pages.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = context;
  const [seo, qr, config] = await Promise.all([
    services.seo.resolve({ page: 'weChat', pathname: '/weChat', heading: '微信公众号' }),
    services.sitePages.wechatQrSvg(),
    services.publicConfig,
  ]);
  return { seo, qr, videoChannelUrl: config.site.videoChannelUrl };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const offers = [
  { title: '行业资讯', text: '每个工作日推送交通、市政、水利与轨道交通的政策与招投标动态。' },
  { title: '标准规范更新', text: '新标准发布、实施与废止提醒，附条文说明的要点解读。' },
  { title: '产品动态与直播课', text: '计量支付 ERP、计智宝的新版本说明，每月两场实操直播课。' },
  { title: '资料大礼包', text: '关注后回复“资料”，领取 500M 工程计量与变更管理资料。' },
];

/** /weChat: the official account, its QR code (made on the server, no script needed) and the video channel. */
export default function WeChat({ loaderData }: Route.ComponentProps) {
  const { qr, videoChannelUrl } = loaderData;
  return (
    <div className="container page wx-page">
      <div className="wx-card">
        <div className="wx-card__qr">
          {/* Our own SVG, generated from the configured address: not user input. */}
          <div className="wx-qr" role="img" aria-label="计智云微信公众号二维码" dangerouslySetInnerHTML={{ __html: qr.svg }} />
          <p>微信扫一扫，关注“计智云”</p>
        </div>
        <div className="wx-card__copy">
          <h1>关注计智云微信公众号</h1>
          <p className="wx-card__lead">工程建设行业的资讯、标准与数字化实践，每天 5 分钟读完。</p>
          <ul className="wx-offers">
            {offers.map((o) => (
              <li key={o.title}>
                <h2>{o.title}</h2>
                <p>{o.text}</p>
              </li>
            ))}
          </ul>
          <p className="wx-card__more">
            在手机上浏览？<a href={qr.url}>点此在微信中打开</a>。 产品教程视频在我们的哔哩哔哩频道：
            <VideoChannelLink href={videoChannelUrl}>计智云视频号</VideoChannelLink>
          </p>
        </div>
      </div>
    </div>
  );
}
