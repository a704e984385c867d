import { useCallback, useState } from 'react';
import type { Icode } from '../../../common/auth/schemas';
import { api } from '../../lib/api-client';
import { FormAlert } from '../form/light-form';

/**
 * The auth forms' parts that need no antd, for the antd forms (through
 * ./form-bits) and the light password form alike: a page that shows only the
 * light form never loads antd (decision 0064).
 */

/** What a payload carries of the image code: nothing until the server has asked for one. */
export type IcodeFields = { icodeKey?: string; icode?: string };
export type IcodeState = ReturnType<typeof useIcode>;

/**
 * The image code, shown only once the server asks for it (after three
 * failed attempts for a phone or an IP). Each image is single use.
 */
export function useIcode() {
  const [icode, setIcode] = useState<Icode | null>(null);
  const refresh = useCallback(async () => {
    try {
      setIcode(await api.post('/user/auth/icode', {}, { filter: ({ icodeKey, image }) => ({ icodeKey, image }) }));
    } catch {
      /* the toast has said it; the field stays with the old image */
    }
  }, []);
  /** Fields to add to a payload. */
  const fields = (values: { icode?: string }): IcodeFields => (icode ? { icodeKey: icode.icodeKey, icode: values.icode?.trim() ?? '' } : {});
  return { icode, refresh, fields };
}

/** The image beside the image-code field; a click asks for another. */
export function IcodeImage({ icode, onRefresh }: { icode: Icode; onRefresh: () => void }) {
  return (
    <button type="button" className="icode-image" onClick={onRefresh} title="看不清？换一张" aria-label="看不清？换一张">
      <img src={icode.image} width={120} height={40} alt="图形验证码" />
    </button>
  );
}

export function FormError({ message }: { message: string }) {
  return <FormAlert message={message} className="auth-form-error" />;
}
