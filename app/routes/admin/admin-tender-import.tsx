import { useRef, useState } from 'react';
import { Alert, Button, Card, Table } from 'antd';
import type { ImportBatch, ImportReport, ImportRowError } from '../../../common/tender-import/schemas';
import { STAFF_IMPORT_MAX_CHARS } from '../../../common/tender-import/options';
import { api, ApiBusinessError, FETCH_MIN_DELAY_MS } from '../../lib/api-client';
import { useAdminQuery } from '../../components/admin/use-admin-query';
import { useFocusableTableScroll } from '../../components/admin/focusable-scroll';
import { formatDateTime } from '../../components/admin/format';

type Outcome = { kind: 'done'; fileName: string; report: ImportReport } | { kind: 'refused'; fileName: string; message: string; errors: ImportRowError[] };

/** 标讯导入: upload a JSON Lines or CSV file of notices (all rows valid or nothing written), and the import batches. */
export default function AdminTenderImport() {
  const [query, setQuery] = useState({ current: 1, size: 10 });
  const { data, loading, reload } = useAdminQuery(query, (q) => api.post('/crm/sales/spiderBiding/listPaged', q));
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusableTableScroll([data]);

  async function upload() {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const content = await file.text();
      if (content.length > STAFF_IMPORT_MAX_CHARS) {
        setOutcome({ kind: 'refused', fileName: file.name, message: '文件过大：最多 200 万个字符（约 6 MB），请拆分后分批导入', errors: [] });
        return;
      }
      const reply = await api.post('/admin/tender/import', { fileName: file.name, content }, { notify: false });
      setOutcome({ kind: 'done', fileName: file.name, report: reply.data });
      setFile(null);
      if (input.current) input.current.value = '';
      setQuery({ ...query, current: 1 });
      reload();
    } catch (e) {
      const errors = e instanceof ApiBusinessError ? ((e.data as { errors?: ImportRowError[] }).errors ?? []) : [];
      setOutcome({ kind: 'refused', fileName: file.name, message: e instanceof Error ? e.message : '导入失败，请稍后再试', errors });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-import">
      <Card title="标讯导入">
        <p className="admin-settings__note">
          上传 JSON Lines（.jsonl）或 CSV（.csv，UTF-8）文件，每行一条招标信息，字段见 README 的“Row format”。所有行校验通过才会写入；有错误时列出行号与原因，不写入任何数据。同一来源与来源编号再次导入时，未变的跳过，变化的更新。
        </p>
        <div className="admin-toolbar">
          {/* The browser's own file button speaks the browser's language: a Chinese one stands in for it. */}
          <label className="admin-import__file">
            <input
              ref={input}
              type="file"
              className="admin-import__input"
              accept=".jsonl,.ndjson,.csv,application/json,text/csv"
              data-testid="import-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <span className="admin-import__pick">选择文件</span>
            <span className="admin-import__name">{file ? file.name : '未选择文件（.jsonl 或 .csv，UTF-8）'}</span>
          </label>
          <Button type="primary" disabled={!file} loading={busy} onClick={() => void upload()}>
            开始导入
          </Button>
        </div>
        {outcome?.kind === 'done' && (
          <Alert
            type="success"
            showIcon
            data-testid="import-report"
            title={`${outcome.fileName} 导入完成（批次 ${outcome.report.batchId}）`}
            description={`共 ${outcome.report.total} 行：新增 ${outcome.report.inserted} 条，更新 ${outcome.report.updated} 条，未变 ${outcome.report.unchanged} 条。新信息将在几秒内推送给订阅和关注的用户。`}
          />
        )}
        {outcome?.kind === 'refused' && (
          <Alert
            type="error"
            showIcon
            data-testid="import-errors"
            title={outcome.message}
            description={
              outcome.errors.length > 0 ? (
                <ul className="admin-import__errors">
                  {outcome.errors.map((e) => (
                    <li key={e.line}>
                      第 {e.line} 行：{e.reason}
                    </li>
                  ))}
                </ul>
              ) : undefined
            }
          />
        )}
      </Card>
      <Card title="导入批次">
        <Table<ImportBatch>
          rowKey="id"
          size="middle"
          loading={{ spinning: loading, delay: FETCH_MIN_DELAY_MS }}
          scroll={{ x: 760 }}
          dataSource={data?.records ?? []}
          // antd's empty picture writes its text in a grey below the contrast minimum.
          locale={{ emptyText: <p className="admin-import__empty">还没有导入批次</p> }}
          columns={[
            { title: '批次', dataIndex: 'id', width: 70 },
            { title: '时间', dataIndex: 'createdAt', width: 170, render: formatDateTime },
            { title: '文件', dataIndex: 'fileName', ellipsis: true },
            { title: '格式', dataIndex: 'format', width: 70 },
            { title: '总行数', dataIndex: 'total', width: 80, align: 'right' },
            { title: '新增', dataIndex: 'inserted', width: 70, align: 'right' },
            { title: '更新', dataIndex: 'updated', width: 70, align: 'right' },
            { title: '未变', dataIndex: 'unchanged', width: 70, align: 'right' },
          ]}
          pagination={{
            current: query.current,
            pageSize: query.size,
            total: data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (n) => `共 ${n} 批`,
            onChange: (current) => setQuery({ ...query, current }),
          }}
        />
      </Card>
    </div>
  );
}
