import { Button, Checkbox, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { projectTypeLabels, projectTypes, type ProjectType } from '../../../common/library/options';
import { tenderCategories, tenderInfoTypes, type TenderCategory, type TenderInfoType } from '../../../common/tender/options';
import { SUBSCRIPTION_NAME_MAX, SUBSCRIPTION_REGIONS_MAX, SUBSCRIPTION_WORD_LENGTH_MAX, SUBSCRIPTION_WORDS_MAX } from '../../../common/tender-alerts/options';
import type { Subscription } from '../../../common/tender-alerts/schemas';
import { api } from '../../lib/api-client';
import { runAction } from '../../lib/run-action';
import { toastSuccess } from '../../lib/toast';

export type RegionOption = { value: string; label: string };

type Values = {
  name?: string;
  keywords: string[];
  excludeWords: string[];
  regions: string[];
  catNos: TenderCategory[];
  infoTypes: TenderInfoType[];
  projectTypes: ProjectType[];
  amountMin?: string;
  amountMax?: string;
  scope: 'title' | 'full';
};

const amountOf = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : Number(v));
/** A code ending in 0000 is a province; any other is a city of the province its first two digits name. */
const regionOf = (code: string) => (code.endsWith('0000') ? { provinceCode: code } : { provinceCode: `${code.slice(0, 2)}0000`, cityCode: code });
const valuesOf = (s: Subscription | null): Values => ({
  name: s?.name,
  keywords: s?.keywords ?? [],
  excludeWords: s?.excludeWords ?? [],
  regions: s?.regions.map((r) => r.cityCode ?? r.provinceCode) ?? [],
  catNos: s?.catNos ?? [],
  infoTypes: s?.infoTypes ?? [],
  projectTypes: s?.projectTypes ?? [],
  amountMin: s?.amountMin?.toString(),
  amountMax: s?.amountMax?.toString(),
  scope: s?.titleOnly ? 'title' : 'full',
});

const wordRule = {
  validator: async (_: unknown, list: string[] | undefined) => {
    if ((list ?? []).length > SUBSCRIPTION_WORDS_MAX) throw new Error(`最多 ${SUBSCRIPTION_WORDS_MAX} 个`);
    if ((list ?? []).some((w) => w.trim().length > SUBSCRIPTION_WORD_LENGTH_MAX)) throw new Error(`每个词不超过 ${SUBSCRIPTION_WORD_LENGTH_MAX} 个字符`);
  },
};

/**
 * 新建订阅 / 编辑订阅 in a dialog. The browser checks what it can say at once
 * (lengths, counts, the range); the server decides and its message is shown
 * as it comes (runAction).
 */
export function SubscriptionForm({
  open,
  subscription,
  regions,
  onClose,
  onSaved,
}: {
  open: boolean;
  subscription: Subscription | null;
  regions: RegionOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (v: Values) => {
    const body = {
      name: v.name?.trim() || undefined,
      keywords: v.keywords.map((w) => w.trim()).filter(Boolean),
      excludeWords: v.excludeWords.map((w) => w.trim()).filter(Boolean),
      regions: v.regions.map(regionOf),
      catNos: v.catNos,
      infoTypes: v.infoTypes,
      projectTypes: v.projectTypes,
      amountMin: amountOf(v.amountMin),
      amountMax: amountOf(v.amountMax),
      titleOnly: v.scope === 'title',
    };
    setSaving(true);
    const reply = await runAction(() =>
      subscription ? api.post('/ai/bidSubscribe/update', { id: subscription.id, ...body }) : api.post('/ai/bidSubscribe/create', body),
    );
    setSaving(false);
    if (reply) {
      toastSuccess(subscription ? '订阅已更新，将按新条件提醒' : '订阅已保存，新信息到达时会提醒您');
      onSaved();
    }
  };

  return (
    <Modal
      open={open}
      title={subscription ? '编辑订阅' : '新建订阅'}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={saving} onClick={() => form.submit()}>
          保存订阅
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" initialValues={valuesOf(subscription)} onFinish={submit} className="sub-form" requiredMark={false}>
        <Form.Item name="name" label="订阅名称" rules={[{ max: SUBSCRIPTION_NAME_MAX, message: `不超过 ${SUBSCRIPTION_NAME_MAX} 个字符` }]}>
          <Input placeholder="不填则以关键词命名" maxLength={SUBSCRIPTION_NAME_MAX} />
        </Form.Item>
        <Form.Item name="keywords" label="关键词（任一命中即提醒）" rules={[wordRule]}>
          <Select
            mode="tags"
            suffixIcon={null}
            notFoundContent={null}
            tokenSeparators={[',', '，', ' ']}
            placeholder="输入后回车，如：地铁、盾构、监理"
            aria-label="关键词"
          />
        </Form.Item>
        <Form.Item name="excludeWords" label="排除词（含任一则不提醒）" rules={[wordRule]}>
          <Select mode="tags" suffixIcon={null} notFoundContent={null} tokenSeparators={[',', '，', ' ']} placeholder="如：维修、物业" aria-label="排除词" />
        </Form.Item>
        <Form.Item name="scope" label="匹配范围">
          <Radio.Group
            options={[
              { value: 'full', label: '全文（标题、正文、招标人与编号）' },
              { value: 'title', label: '仅标题' },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="regions"
          label="地区（省或市，可多选）"
          rules={[{ type: 'array', max: SUBSCRIPTION_REGIONS_MAX, message: `最多 ${SUBSCRIPTION_REGIONS_MAX} 个地区` }]}
        >
          <Select mode="multiple" options={regions} optionFilterProp="label" placeholder="全国" allowClear aria-label="地区" />
        </Form.Item>
        <Form.Item name="catNos" label="行业分类">
          <Select
            mode="multiple"
            options={tenderCategories.map((c) => ({ value: c.code, label: c.name }))}
            placeholder="全部行业"
            allowClear
            aria-label="行业分类"
          />
        </Form.Item>
        <Form.Item name="projectTypes" label="工程类型">
          <Select
            mode="multiple"
            options={projectTypes.map((t) => ({ value: t, label: projectTypeLabels[t] }))}
            placeholder="全部工程类型"
            allowClear
            aria-label="工程类型"
          />
        </Form.Item>
        <Form.Item name="infoTypes" label="信息类型">
          <Checkbox.Group options={tenderInfoTypes.map((t) => ({ value: t.code, label: t.name }))} />
        </Form.Item>
        <div className="sub-form__range">
          <Form.Item name="amountMin" label="最低金额（万元）" rules={[{ pattern: /^\d+(\.\d{1,2})?$/, message: '请输入不小于 0 的金额' }]}>
            <Input inputMode="decimal" placeholder="不限" />
          </Form.Item>
          <span aria-hidden="true">–</span>
          <Form.Item
            name="amountMax"
            label="最高金额（万元）"
            dependencies={['amountMin']}
            rules={[
              { pattern: /^\d+(\.\d{1,2})?$/, message: '请输入不小于 0 的金额' },
              ({ getFieldValue }) => ({
                validator: async (_, v: string | undefined) => {
                  const min = amountOf(getFieldValue('amountMin'));
                  const max = amountOf(v);
                  if (min !== null && max !== null && min > max) throw new Error('最低金额不能大于最高金额');
                },
              }),
            ]}
          >
            <Input inputMode="decimal" placeholder="不限" />
          </Form.Item>
        </div>
        <p className="pc-hint">至少填写一个关键词，或选择地区、行业分类、工程类型之一。金额按项目预算（无预算时按中标金额）匹配。</p>
      </Form>
    </Modal>
  );
}
