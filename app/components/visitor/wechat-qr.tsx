import { useEffect, useState } from 'react';

/** The official account's QR code, drawn in the browser from what it encodes (a service setting). */
export default function WechatQr({ text }: { text: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    if (!text) return;
    void import('qrcode').then((QRCode) =>
      QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 240 }).then((url) => {
        if (live) setSrc(url);
      }),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="float-tools__qr" src={src} width={120} height={120} alt="微信公众号二维码" /> : <div className="float-tools__qr" />;
}
