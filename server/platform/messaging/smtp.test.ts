import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMessenger } from './smtp';

/** Just enough of an SMTP server to receive one message in clear text. */
function fakeSmtp() {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake.test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let at: number;
      while ((at = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += line + '\n';
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.test\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          current.from = line;
          socket.write('250 OK\r\n');
        } else if (verb === 'RCPT') {
          current.to.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

describe('SMTP messenger', () => {
  let smtp: ReturnType<typeof fakeSmtp>;
  let port: number;
  beforeAll(async () => {
    smtp = fakeSmtp();
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => (smtp.server as Server).close(() => resolve())));

  it('sends an e-mail code with a Chinese subject and body', async () => {
    const messenger = createSmtpMessenger({ url: `smtp://127.0.0.1:${port}`, from: '计智云 <service@jizhiyun.cn>' });
    await messenger.send({
      channel: 'email',
      recipient: 'zhang.gcs@example.com',
      subject: '【计智云】找回密码验证码',
      body: '您的找回密码验证码为 123456，5 分钟内有效。',
    });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toContain('service@jizhiyun.cn');
    expect(mail.to[0]).toContain('zhang.gcs@example.com');
    // Headers are MIME-encoded; decode the subject the way a mail client would.
    const headers = mail.data.split('\n\n')[0]!.replace(/\n[ \t]+/g, ' ');
    const subject = headers.match(/^Subject: (.+)$/m)![1]!;
    const decoded = subject.replace(/=\?utf-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')).replace(/\s+/g, '');
    expect(decoded).toBe('【计智云】找回密码验证码');
    expect(mail.data).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
  });

  it('refuses to send an SMS', async () => {
    const messenger = createSmtpMessenger({ url: `smtp://127.0.0.1:${port}`, from: 'x@example.com' });
    await expect(messenger.send({ channel: 'sms', recipient: '13800138000', body: 'x' })).rejects.toThrow('SMTP cannot send sms');
  });
});
