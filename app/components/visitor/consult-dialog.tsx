import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Form, Input, Modal } from 'antd';
import { fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { CONSULT_QUESTION_MAX, visitorMessages } from '../../../common/visitor/options';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/toast';
import { AntdIsland } from '../antd-island';

type Values = { question: string; phone: string };

/** The instant-consult dialog (spec §2.5): a question and a phone number become a lead for the sales team. */
export default function ConsultDialog({ open, guestId, onClose }: { open: boolean; guestId: string | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const location = useLocation();
  async function submit(values: Values) {
    setBusy(true);
    try {
      await api.post('/crm/sdm/open/consult', {
        question: values.question,
        phone: values.phone.trim(),
        sourcePage: location.pathname,
        ...(guestId ? { guestId } : {}),
      });
      toastSuccess('提交成功，顾问会尽快与您电话联系');
      onClose();
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AntdIsland>
      <Modal open={open} onCancel={onClose} title="即时咨询" footer={null} destroyOnHidden>
        <p className="consult-dialog__lead">留下您的问题和手机号，产品顾问会在工作时间 30 分钟内回电。</p>
        <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item
            label="咨询问题"
            name="question"
            rules={[
              { required: true, whitespace: true, message: visitorMessages.questionRequired },
              { max: CONSULT_QUESTION_MAX, message: visitorMessages.questionTooLong },
            ]}
          >
            <Input.TextArea rows={4} maxLength={CONSULT_QUESTION_MAX} showCount placeholder="例如：计量支付系统能否对接我们现有的财务软件？" />
          </Form.Item>
          <Form.Item
            label="手机号"
            name="phone"
            rules={[
              { required: true, whitespace: true, message: fieldMessages.phoneRequired },
              { pattern: MOBILE_PATTERN, message: fieldMessages.phoneFormat },
            ]}
          >
            <Input maxLength={11} placeholder="请输入手机号码" inputMode="tel" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            提交咨询
          </Button>
        </Form>
      </Modal>
    </AntdIsland>
  );
}
