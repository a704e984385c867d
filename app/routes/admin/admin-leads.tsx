import { useState } from 'react';
import { Button, Card, Input, Select, Table, Tag } from 'antd';
import { leadSourceLabels, leadSources, leadStatuses, leadStatusLabels, type LeadSource, type LeadStatus } from '../../../common/admin/options';
import type { LeadRow } from '../../../common/admin/schemas';
import { api, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { formatDateTime } from '../../components/admin/format';
import { LeadDrawer, leadStatusColors } from '../../components/admin/lead-drawer';
import { useStaff } from '../../components/admin/staff-context';
import { useAdminQuery } from '../../components/admin/use-admin-query';
import { useFocusableTableScroll } from '../../components/admin/focusable-scroll';

type Filter = { current: number; size: number; keywords?: string; status?: LeadStatus; source?: LeadSource; assigneeId?: number };

/** Leads from every source: search, filter, open one to work it, export what the filter shows. */
export default function AdminLeads() {
  const member = useStaff();
  const [filter, setFilter] = useState<Filter>({ current: 1, size: 20 });
  const [openId, setOpenId] = useState<number>();
  const { data, loading, reload } = useAdminQuery(filter, (f) => api.post('/admin/leads/list', f));
  useFocusableTableScroll([data]);
  const staffList = useAdminQuery(null, () => api.post('/admin/staff/list'));
  const assignable = (staffList.data?.records ?? []).filter((s) => !s.disabled && s.role !== 'editor');

  const exportQuery = new URLSearchParams();
  for (const key of ['keywords', 'status', 'source', 'assigneeId'] as const) if (filter[key] !== undefined) exportQuery.set(key, String(filter[key]));
  const refilter = (change: Partial<Filter>) => setFilter({ ...filter, ...change, current: 1 });

  return (
    <Card title="线索管理">
      <div className="admin-toolbar">
        <Input.Search
          placeholder="姓名、手机号或内容"
          aria-label="搜索线索"
          allowClear
          maxLength={30}
          onSearch={(v) => refilter({ keywords: v.trim() || undefined })}
        />
        <Select<LeadStatus>
          allowClear
          placeholder="全部状态"
          aria-label="按状态筛选"
          className="admin-filter"
          options={leadStatuses.map((s) => ({ value: s, label: leadStatusLabels[s] }))}
          onChange={(status) => refilter({ status })}
        />
        <Select<LeadSource>
          allowClear
          placeholder="全部来源"
          aria-label="按来源筛选"
          className="admin-filter"
          options={leadSources.map((s) => ({ value: s, label: leadSourceLabels[s] }))}
          onChange={(source) => refilter({ source })}
        />
        <Select<number>
          allowClear
          placeholder="全部负责人"
          aria-label="按负责人筛选"
          className="admin-filter"
          options={[
            { value: 0, label: '未分配' },
            ...(member.role === 'admin' ? assignable : assignable.filter((s) => s.id === member.id)).map((s) => ({ value: s.id, label: s.displayName })),
          ]}
          onChange={(assigneeId) => refilter({ assigneeId })}
        />
        <Button href={`/api/admin/leads/export.csv?${exportQuery.toString()}`}>导出 CSV</Button>
      </div>
      <Table<LeadRow>
        rowKey="id"
        size="middle"
        loading={{ spinning: loading, delay: FETCH_MIN_DELAY_MS }}
        scroll={{ x: 1100 }}
        dataSource={data?.records ?? []}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), className: 'admin-clickable' })}
        columns={[
          { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatDateTime },
          {
            title: '来源',
            dataIndex: 'source',
            width: 100,
            render: (s: LeadSource) => <Tag color={s === 'reservation' ? 'geekblue' : s === 'consult' ? 'cyan' : 'purple'}>{leadSourceLabels[s]}</Tag>,
          },
          { title: '姓名', dataIndex: 'name', width: 110 },
          { title: '手机号', dataIndex: 'phone', width: 120 },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '来源页面', dataIndex: 'sourcePage', width: 150, ellipsis: true },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: LeadStatus) => <Tag color={leadStatusColors[s]}>{leadStatusLabels[s]}</Tag> },
          { title: '负责人', dataIndex: 'assigneeName', width: 100, render: (n: string | null) => n ?? '未分配' },
          {
            title: '操作',
            key: 'op',
            width: 80,
            fixed: 'right',
            render: (_: unknown, row) => (
              <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                处理
              </Button>
            ),
          },
        ]}
        pagination={{
          current: filter.current,
          pageSize: filter.size,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (current) => setFilter({ ...filter, current }),
        }}
      />
      <LeadDrawer id={openId} assignable={assignable} onClose={() => setOpenId(undefined)} onChanged={reload} />
    </Card>
  );
}
