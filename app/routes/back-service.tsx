import type { Route } from './+types/back-service';
import { seoMeta } from '../lib/seo';
import { CheckRequestForm } from '../components/recruit/check-request-form';
import sitePagesCss from '../styles/site-pages.css?url';

export async function loader({ context }: Route.LoaderArgs) {
  const seo = await context.services.seo.resolve({ page: 'backService', pathname: '/backService', heading: '背景调查服务' });
  return { seo };
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sitePagesCss }];

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

const items = [
  { title: '身份与学历核验', text: '身份证件、学历学位与职称证书的真伪核验，对接学信网与各省人社系统。' },
  { title: '执业资格与注册', text: '一、二级建造师、造价工程师、监理工程师的注册单位、专业与有效期，识别“挂证”。' },
  { title: '工作履历与项目业绩', text: '向前雇主核实任职时间、岗位与离职原因，核对简历中的项目、合同额与担任角色。' },
  { title: '失信与诉讼记录', text: '失信被执行人、限制高消费、行政处罚与劳动仲裁等公开记录的查询。' },
];

const steps = ['提交申请，顾问确认核查项目与报价', '候选人线上授权，签署个人信息处理同意书', '3–5 个工作日完成核查', '出具加盖公章的背景调查报告'];

/** /backService: the background-check service for construction employers, and its request form (a lead). */
export default function BackService() {
  return (
    <div className="bs-page">
      <section className="sp-hero">
        <div className="container">
          <h1>背景调查服务</h1>
          <p>为施工、监理与设计单位的项目经理、总工、造价等关键岗位招聘把关：资质、履历和业绩，一份报告看清。</p>
        </div>
      </section>
      <div className="container page">
        <div className="with-sidebar">
          <div className="bs-main">
            <section className="card bs-section" aria-labelledby="bs-items-title">
              <h2 id="bs-items-title">核查内容</h2>
              <ul className="bs-items">
                {items.map((i) => (
                  <li key={i.title}>
                    <h3>{i.title}</h3>
                    <p>{i.text}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section className="card bs-section" aria-labelledby="bs-steps-title">
              <h2 id="bs-steps-title">服务流程</h2>
              <ol className="bs-steps">
                {steps.map((s) => (
                  <li key={s}>{s}</li>
                ))}
              </ol>
              <p className="sp-hint">所有核查均在候选人书面授权后进行，报告仅交付委托单位，遵守《个人信息保护法》。</p>
            </section>
          </div>
          <aside className="with-sidebar__side">
            <section className="side-box">
              <CheckRequestForm />
            </section>
          </aside>
        </div>
      </div>
    </div>
  );
}
