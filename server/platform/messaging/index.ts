import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';

export type MessageChannel = 'sms' | 'email';

export type OutgoingMessage = { channel: MessageChannel; recipient: string; subject?: string; body: string };

/**
 * How SMS and e-mail leave the system. Codes and notices are written once
 * against this port; the provider behind it is chosen by configuration.
 */
export type Messenger = {
  send(message: OutgoingMessage): Promise<void>;
};

export type MessengerLog = (line: string) => void;

/** Shows enough of a recipient to recognise it in a log, not enough to harvest it. */
export function maskRecipient(recipient: string): string {
  if (/^1\d{10}$/.test(recipient)) return `${recipient.slice(0, 3)}****${recipient.slice(7)}`;
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient.slice(0, Math.min(2, at))}***${recipient.slice(at)}`;
  return recipient.length > 4 ? `${recipient.slice(0, 2)}***` : '***';
}

/**
 * The development outbox: every message is stored in outbox_messages (tests
 * and developers read codes from there) and logged. Used for every SMS,
 * since no SMS provider is configured, and for e-mail without SMTP_URL.
 */
export function createOutboxMessenger({ db, log }: { db: Database; log?: MessengerLog }): Messenger {
  return {
    async send(message) {
      await db.insert(outboxMessages).values({
        channel: message.channel,
        recipient: message.recipient.slice(0, 120),
        subject: (message.subject ?? '').slice(0, 200),
        body: message.body,
      });
      log?.(`[outbox] ${message.channel} → ${maskRecipient(message.recipient)}: ${message.body}`);
    },
  };
}

/** Sends each channel through its own messenger. */
export function routeByChannel(routes: Record<MessageChannel, Messenger>): Messenger {
  return {
    send: (message) => routes[message.channel].send(message),
  };
}
