import type { FormInstance } from 'antd';
import { errorText, needsIcode } from '../../lib/auth-client';
import type { IcodeFields, IcodeState } from './form-bits';

/**
 * 获取验证码 of a form that may show the image code (login, registration,
 * find password): checks the field the code goes to, and the image code once
 * it is shown, then sends. An image answers once, so a new one follows each
 * send. Answers the seconds before the next send, or false when nothing was
 * sent; a refusal goes to `setError`, with a new image when the server asks.
 */
export function sendCodeWithIcode<Values extends { icode?: string }>({
  form,
  field,
  icode,
  setError,
  send,
}: {
  form: FormInstance<Values>;
  /** The phone (or phone-or-e-mail) field, sent trimmed. */
  field: keyof Values & string;
  icode: IcodeState;
  setError: (message: string) => void;
  send: (target: string, icodeFields: IcodeFields) => Promise<{ resendIn: number }>;
}): () => Promise<number | false> {
  // antd types field names through the values: the image-code field is there by the constraint above.
  const fields = form as FormInstance;
  return async () => {
    setError('');
    try {
      const values = await form.validateFields([field]);
      const icodeValue = fields.getFieldValue('icode') as string | undefined;
      if (icode.icode && !icodeValue) {
        await fields.validateFields(['icode']);
        return false;
      }
      const reply = await send(String(values[field]).trim(), icode.fields({ icode: icodeValue }));
      if (icode.icode) await icode.refresh();
      fields.setFieldValue('icode', '');
      return reply.resendIn;
    } catch (e) {
      // A field the form refused shows its message under the field.
      if (e && typeof e === 'object' && 'errorFields' in e) return false;
      setError(errorText(e));
      if (needsIcode(e)) await icode.refresh();
      return false;
    }
  };
}
