import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Form, Input } from 'antd';
import { fieldMessages, MOBILE_PATTERN } from '../../../common/field-rules';
import { CONSULT_QUESTION_MAX, visitorMessages } from '../../../common/visitor/options';
import { api, ApiBusinessError } from '../../lib/api-client';
import { toastError } from '../../lib/toast';
import { AntdIsland } from '../antd-island';

type Values = { question: string; phone: string };

/**
 * The online-service panel. No agent is online for it yet (live chat over
 * WebSocket is the next part of issue 14), so the visitor leaves a message
 * with a phone number, which becomes a lead ('chat_message').
 */
export default function ChatPanel({ open, guestId, onClose }: { open: boolean; guestId: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const location = useLocation();
  if (!open) return null;
  async function submit(values: Values) {
    setBusy(true);
    try {
      await api.post('/crm/sdm/open/consult', {
        question: values.question,
        phone: values.phone.trim(),
        guestId,
        sourcePage: location.pathname,
        kind: 'chat_message',
      });
      setSent(true);
    } catch (e) {
      if (e instanceof ApiBusinessError) toastError(e.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <AntdIsland>
      <section className="chat-panel" role="dialog" aria-labelledby="chat-panel-title">
        <header className="chat-panel__head">
          <span id="chat-panel-title">在线客服</span>
          <button type="button" className="chat-panel__close" aria-label="关闭在线客服" onClick={onClose}>
            ×
          </button>
        </header>
        <div className="chat-panel__body">
          {sent ? (
            <p className="chat-panel__notice">留言已收到，客服上线后会尽快与您电话联系。</p>
          ) : (
            <>
              <p className="chat-panel__notice">客服暂不在线，请留言并留下手机号，我们会尽快联系您。</p>
              <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
                <Form.Item
                  label="留言"
                  name="question"
                  rules={[
                    { required: true, whitespace: true, message: visitorMessages.questionRequired },
                    { max: CONSULT_QUESTION_MAX, message: visitorMessages.questionTooLong },
                  ]}
                >
                  <Input.TextArea rows={3} maxLength={CONSULT_QUESTION_MAX} />
                </Form.Item>
                <Form.Item
                  label="手机号"
                  name="phone"
                  rules={[
                    { required: true, whitespace: true, message: fieldMessages.phoneRequired },
                    { pattern: MOBILE_PATTERN, message: fieldMessages.phoneFormat },
                  ]}
                >
                  <Input maxLength={11} inputMode="tel" />
                </Form.Item>
                <Button type="primary" htmlType="submit" block loading={busy}>
                  提交留言
                </Button>
              </Form>
            </>
          )}
        </div>
      </section>
    </AntdIsland>
  );
}
