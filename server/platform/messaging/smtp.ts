import type { Messenger } from './index';

type Transport = { sendMail(mail: { from: string; to: string; subject: string; text: string }): Promise<unknown> };

/**
 * E-mail over SMTP (smtp:// with STARTTLS, or smtps://). nodemailer is loaded
 * only when SMTP is configured, so a development start never pays for it.
 */
export function createSmtpMessenger({ url, from }: { url: string; from: string }): Messenger {
  let transport: Promise<Transport> | undefined;
  const open = () => {
    transport ??= import('nodemailer').then((m) => m.createTransport(url) as unknown as Transport);
    return transport;
  };
  return {
    async send(message) {
      if (message.channel !== 'email') throw new Error(`SMTP cannot send ${message.channel}`);
      const t = await open();
      await t.sendMail({ from, to: message.recipient, subject: message.subject ?? '', text: message.body });
    },
  };
}
