import { useState } from 'react';
import { Card, Select, Table, Tag } from 'antd';
import { auditActionLabels } from '../../../common/admin/options';
import type { AuditEntry } from '../../../common/admin/schemas';
import { api, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { useAdminQuery } from '../../components/admin/use-admin-query';
import { useFocusableTableScroll } from '../../components/admin/focusable-scroll';
import { formatDateTime } from '../../components/admin/format';

/** Every staff action, newest first (admins only; the server refuses others). */
export default function AdminAudit() {
  const [query, setQuery] = useState<{ current: number; size: number; action?: string }>({ current: 1, size: 20 });
  const { data, loading } = useAdminQuery(query, (q) => api.post('/admin/audit/list', q));
  useFocusableTableScroll([data]);
  return (
    <Card
      title="操作日志"
      extra={
        <Select
          allowClear
          placeholder="全部操作"
          aria-label="按操作筛选"
          className="admin-filter"
          options={Object.entries(auditActionLabels).map(([value, label]) => ({ value, label }))}
          onChange={(action?: string) => setQuery({ current: 1, size: query.size, action })}
        />
      }
    >
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={{ spinning: loading, delay: FETCH_MIN_DELAY_MS }}
        scroll={{ x: 900 }}
        dataSource={data?.records ?? []}
        columns={[
          { title: '时间', dataIndex: 'createdAt', width: 170, render: formatDateTime },
          { title: '员工', dataIndex: 'username', width: 110 },
          {
            title: '操作',
            dataIndex: 'action',
            width: 130,
            render: (a: string) => <Tag color={a.endsWith('failed') ? 'red' : 'blue'}>{auditActionLabels[a] ?? a}</Tag>,
          },
          { title: '对象', dataIndex: 'target', width: 130 },
          { title: '来源 IP', dataIndex: 'ip', width: 130 },
          { title: '浏览器', dataIndex: 'userAgent', ellipsis: true },
        ]}
        pagination={{
          current: query.current,
          pageSize: query.size,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (n) => `共 ${n} 条`,
          onChange: (current) => setQuery({ ...query, current }),
        }}
      />
    </Card>
  );
}
