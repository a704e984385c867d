import { useMemo, useState } from 'react';
import { Button, Card, Input, Space, Statistic, Table } from 'antd';
import { leadSourceLabels } from '../../../common/admin/options';
import type { StatsOverview } from '../../../common/admin/schemas';
import { api } from '../../lib/api-client';
import { EChart } from '../../components/admin/echart';
import { useAdminQuery } from '../../components/admin/use-admin-query';

/** YYYY-MM-DD of a day `back` days before today, in China Standard Time. */
function chinaDay(back = 0): string {
  return new Date(Date.now() + 8 * 3600_000 - back * 86_400_000).toISOString().slice(0, 10);
}

function charts(data: StatsOverview) {
  const days = data.daily.map((d) => d.day.slice(5));
  return {
    visits: {
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['浏览量 PV', '访客数 UV'] },
      grid: { top: 40, left: 40, right: 16, bottom: 30 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: '浏览量 PV', type: 'line', data: data.daily.map((d) => d.pv) },
        { name: '访客数 UV', type: 'line', data: data.daily.map((d) => d.uv) },
      ],
    },
    leads: {
      tooltip: { trigger: 'axis' },
      grid: { top: 24, left: 40, right: 16, bottom: 30 },
      xAxis: { type: 'category', data: days },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: '线索', type: 'bar', data: data.daily.map((d) => d.leads), itemStyle: { color: '#13a8a8' } }],
    },
    pages: {
      tooltip: { trigger: 'axis' },
      grid: { left: 160, right: 24, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: { type: 'category', inverse: true, data: data.topPages.map((p) => p.path) },
      series: [{ name: '浏览量', type: 'bar', data: data.topPages.map((p) => p.pv) }],
    },
    referrers: {
      tooltip: { trigger: 'item' },
      series: [{ name: '来源', type: 'pie', radius: ['40%', '70%'], data: data.referrers.map((r) => ({ name: r.source, value: r.guests })) }],
    },
    sources: {
      tooltip: { trigger: 'item' },
      series: [{ name: '线索来源', type: 'pie', radius: '70%', data: data.leadsBySource.map((s) => ({ name: leadSourceLabels[s.source], value: s.count })) }],
    },
  };
}

/** Visits, visitors, pages, referrers, reading time and leads over a date range (bots counted apart). */
export default function AdminStats() {
  const [range, setRange] = useState({ from: chinaDay(6), to: chinaDay() });
  const [draft, setDraft] = useState(range);
  const { data, loading } = useAdminQuery(range, (r) => api.post('/admin/stats/overview', r));
  const options = useMemo(() => (data ? charts(data) : undefined), [data]);
  const quick = (days: number) => {
    const next = { from: chinaDay(days - 1), to: chinaDay() };
    setDraft(next);
    setRange(next);
  };
  return (
    <>
      <Card title="数据统计" loading={loading && !data}>
        <div className="admin-toolbar">
          <Space wrap>
            <Button onClick={() => quick(7)}>近 7 天</Button>
            <Button onClick={() => quick(30)}>近 30 天</Button>
            <Input type="date" aria-label="开始日期" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
            <Input type="date" aria-label="结束日期" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
            <Button type="primary" onClick={() => setRange(draft)}>
              查询
            </Button>
          </Space>
        </div>
        {data && (
          <div className="admin-kpis">
            <Statistic title="浏览量 PV" value={data.totals.pv} />
            <Statistic title="访客数 UV" value={data.totals.uv} />
            <Statistic title="新增线索" value={data.totals.leads} />
            <Statistic title="文章阅读" value={data.totals.reads} suffix="次" />
            <Statistic title="爬虫访问（未计入）" value={data.totals.bots} />
          </div>
        )}
      </Card>
      {data && options && (
        <div className="admin-charts">
          <Card title="每日浏览量与访客数" size="small">
            <EChart option={options.visits} label="每日浏览量与访客数折线图" />
          </Card>
          <Card title="每日新增线索" size="small">
            <EChart option={options.leads} label="每日新增线索柱状图" />
          </Card>
          <Card title="热门页面" size="small">
            <EChart option={options.pages} label="热门页面柱状图" />
          </Card>
          <Card title="访客来源" size="small">
            <EChart option={options.referrers} label="访客来源饼图" />
          </Card>
          <Card title="线索来源" size="small">
            <EChart option={options.sources} label="线索来源饼图" />
          </Card>
          <Card title="文章阅读时长" size="small">
            <Table
              rowKey={(r) => `${r.artType}:${r.artId}`}
              size="small"
              pagination={false}
              dataSource={data.reading}
              columns={[
                { title: '文章', dataIndex: 'artTitle', ellipsis: true },
                { title: '阅读次数', dataIndex: 'reads', width: 90 },
                { title: '平均时长', dataIndex: 'avgSeconds', width: 90, render: (s: number) => `${s} 秒` },
              ]}
            />
          </Card>
          <Card title="页面停留时间" size="small">
            <Table
              rowKey="path"
              size="small"
              pagination={false}
              dataSource={data.topPages}
              columns={[
                { title: '页面', dataIndex: 'path', ellipsis: true },
                { title: '浏览量', dataIndex: 'pv', width: 80 },
                { title: '访客', dataIndex: 'uv', width: 70 },
                { title: '平均停留', dataIndex: 'avgSeconds', width: 90, render: (s: number) => `${s} 秒` },
              ]}
            />
          </Card>
        </div>
      )}
    </>
  );
}
