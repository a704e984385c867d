import { Button, Form, Input, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { fieldLimits, fieldMessages, MOBILE_PATTERN, omitEmpty, projectRoles } from '../../../common/field-rules';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { AntdIsland } from '../antd-island';
import { useRootData } from '../../lib/root-data';

/** Spec §9: dialog width, delay before the thank-you view, QR size. */
export const DIALOG_WIDTH = 540;
export const SUCCESS_DELAY_MS = 500;
export const QR_SIZE = 300;

type FormValues = { phone: string; userName: string; userIdentity?: string; position?: string };

/** The QR code of spec §2.6: JPEG, 300 px, error correction L, margin 1, black on white. */
async function makeQrDataUrl(text: string): Promise<string> {
  const QRCode = await import('qrcode');
  return QRCode.toDataURL(text, {
    type: 'image/jpeg',
    errorCorrectionLevel: 'L',
    margin: 1,
    width: QR_SIZE,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}

export default function ReservationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const location = useLocation();
  const wechatUrl = useRootData()?.config.site.wechatUrl ?? '';
  const [submitting, setSubmitting] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = async (values: FormValues) => {
    setSubmitting(true);
    try {
      // The form has checked phone and name; the optional fields are left out when empty (spec §3).
      const { phone, userName, ...optional } = values;
      const payload = { phone: phone.trim(), userName: userName.trim(), ...omitEmpty({ ...optional, sourcePage: location.pathname }) };
      await api.post('/crm/sales/open/sem/reservation', payload);
      const dataUrl = await makeQrDataUrl(wechatUrl);
      timer.current = setTimeout(() => setQr(dataUrl), SUCCESS_DELAY_MS);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AntdIsland>
    <Modal
      open={open}
      onCancel={onClose}
      width={DIALOG_WIDTH}
      mask={{ closable: false }}
      footer={null}
      destroyOnHidden
      centered
      className="reservation-dialog"
      title={qr ? '预约成功' : '预约产品演示，免费领取 500M 工程资料大礼包'}
    >
      {qr ? (
        <div className="reservation-success">
          <p className="reservation-success__text">感谢您的预约！我们的专属顾问将在 1 个工作日内与您联系，请保持电话畅通。</p>
          <img className="reservation-success__qr" src={qr} width={QR_SIZE} height={QR_SIZE} alt="微信扫码领取工程资料大礼包" />
          <p className="reservation-success__hint">
            请使用微信扫描二维码，关注后发送“<strong>资料</strong>”即可领取 500M 工程资料大礼包
          </p>
        </div>
      ) : (
        <Form<FormValues> form={form} layout="vertical" onFinish={submit} requiredMark className="reservation-form" autoComplete="on">
          <p className="reservation-form__intro">留下联系方式，顾问将为您安排一对一在线演示，并赠送计量支付、BIM 与智慧工地资料合集。</p>
          <Form.Item
            label="手机号码"
            name="phone"
            validateTrigger={['onChange', 'onBlur']}
            normalize={(v: string) => v.trim()}
            rules={[
              { required: true, message: fieldMessages.phoneRequired, validateTrigger: ['onChange', 'onBlur'] },
              { pattern: MOBILE_PATTERN, message: fieldMessages.phoneFormat, validateTrigger: 'onBlur' },
            ]}
          >
            <Input maxLength={fieldLimits.phone} placeholder="请输入手机号码" inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item
            label="姓名或昵称"
            name="userName"
            rules={[{ required: true, whitespace: true, message: fieldMessages.userNameRequired }]}
          >
            <Input maxLength={fieldLimits.userName} placeholder="请输入姓名或昵称" autoComplete="name" />
          </Form.Item>
          <Form.Item label="项目角色" name="userIdentity">
            <Select
              allowClear
              placeholder="请选择您在项目中的角色（选填）"
              options={projectRoles.map((r) => ({ value: r.label, label: r.label }))}
              maxLength={fieldLimits.userIdentity}
            />
          </Form.Item>
          <Form.Item label="职位" name="position">
            <Input maxLength={fieldLimits.position} placeholder="如：项目经理、计量工程师（选填）" autoComplete="organization-title" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
            免费预约
          </Button>
        </Form>
      )}
    </Modal>
    </AntdIsland>
  );
}
