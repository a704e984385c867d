import { useEffect, useState } from 'react';
import { Alert, Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import type { ServiceSettingsModel } from '../../../common/admin/schemas';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { useStaff } from '../../components/admin/staff-context';

/** The widget's settings: the auto inquiry, the hotlines and the WeChat QR. A save takes effect on the next page a visitor opens. */
export default function AdminSettings() {
  const member = useStaff();
  const [form] = Form.useForm<ServiceSettingsModel>();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const editable = member.role === 'admin';

  useEffect(() => {
    api
      .post('/admin/settings/get')
      .then(({ model }) => {
        form.setFieldsValue(model);
        setLoaded(true);
      })
      .catch((e: unknown) => {
        if (e instanceof ApiBusinessError) toastError(e.message);
      });
  }, [form]);

  async function save(values: ServiceSettingsModel) {
    setBusy(true);
    try {
      const { model } = await api.post('/admin/settings/update', values);
      form.setFieldsValue(model);
      toastSuccess('已保存，访客下次打开页面即生效');
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card title="客服设置">
      {!editable && <Alert type="info" showIcon title="只有管理员可以修改客服设置" className="admin-settings__note" />}
      <Form form={form} layout="vertical" onFinish={save} disabled={!editable || !loaded} className="admin-settings">
        <Form.Item
          label="自动询问"
          name="autoSwitch"
          valuePropName="checked"
          extra="开启后，访客停留一段时间且未打开在线客服时，自动弹出询问框（每次访问只弹一次）"
        >
          <Switch checkedChildren="开" unCheckedChildren="关" />
        </Form.Item>
        <Form.Item label="弹出延迟（秒）" name="autoDelayed" rules={[{ required: true, message: '请输入弹出延迟' }]}>
          <InputNumber min={1} max={600} />
        </Form.Item>
        <Form.Item label="询问语" name="autoContent" rules={[{ max: 200, message: '询问语不能超过 200 个字符' }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
        <Form.Item label="服务热线" name="serviceHotline" rules={[{ required: true, whitespace: true, message: '请输入服务热线' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label="市场合作热线" name="marketHotline">
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item label="公众号名称" name="wechatName">
          <Input maxLength={40} />
        </Form.Item>
        <Form.Item label="公众号二维码链接" name="wechatQrUrl" extra="二维码内容，访客扫码后打开的地址">
          <Input maxLength={300} />
        </Form.Item>
        {editable && (
          <Button type="primary" htmlType="submit" loading={busy}>
            保存设置
          </Button>
        )}
      </Form>
    </Card>
  );
}
