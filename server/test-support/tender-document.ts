/**
 * A tender document as an agency writes one, for the extraction and tender
 * writer tests: sections, ★ clauses, 必须/不得 sentences, a scoring table,
 * and filler that is no requirement.
 */
export const tenderDocumentHtml = [
  '<h3>一、项目概况与招标范围</h3>',
  '<p>2.1 招标编号：HNJT-2026-0318。</p>',
  '<p>2.5 计划工期：540 日历天，具体开工日期以招标人书面通知为准。</p>',
  '<p>本项目位于长沙市岳麓区，交通便利。</p>',
  '<h3>二、投标人资格要求</h3>',
  '<p>3.1 投标人具备公路工程施工总承包一级及以上资质，具有有效的安全生产许可证。</p>',
  '<p>★3.2 拟派项目经理必须具备一级注册建造师（公路工程）执业资格。</p>',
  '<p>3.3 投标人不得被列入失信被执行人名单。</p>',
  '<h3>三、技术要求</h3>',
  '<p>★4.1 路面压实度应不低于 96%，检测频率按 JTG F80/1-2017 执行。</p>',
  '<p>4.2 施工期间不得中断既有道路交通；夜间施工噪声必须符合 GB 12523 的规定。</p>',
  '<p>4.3 承包人可结合现场条件优化施工组织。</p>',
  '<h3>四、商务要求</h3>',
  '<p>5.1 投标保证金为 80 万元，投标有效期为 90 日历天。</p>',
  '<p>5.2 投标报价超过最高投标限价的，其投标将被否决。</p>',
  '<h3>五、评标办法</h3>',
  '<table><thead><tr><th>评审因素</th><th>分值</th><th>评分标准</th></tr></thead><tbody>',
  '<tr><td>施工组织设计</td><td>30</td><td>内容完整、针对性强得 25～30 分</td></tr>',
  '<tr><td>项目管理机构</td><td>15</td><td>项目经理具有类似业绩的得 15 分</td></tr>',
  '<tr><td>投标报价</td><td>55</td><td>以评标基准价为满分，每高 1% 扣 1 分</td></tr>',
  '</tbody></table>',
].join('');
