import { MessageChannel } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { asRemote, describeServices, serveServices, servicesClient } from './service-rpc';

const channels: MessageChannel[] = [];
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

function connect<T extends object>(services: T): T {
  const channel = new MessageChannel();
  channels.push(channel);
  serveServices(channel.port1, services);
  return servicesClient<T>(channel.port2, describeServices(services));
}

describe('services over a message port', () => {
  const services = {
    publicConfig: { site: { name: '计智云' }, apiBase: '/api' },
    account: { signRule: { days: 7, description: ['每日签到得 1 分', '连续 7 天另得 5 分'] } },
    news: {
      prefix: '文章',
      async getArticle({ id }: { id: number }) {
        if (id === 0) throw new AppError('NOT_FOUND', '文章不存在或已下线');
        return { id, title: `${this.prefix} ${id}`, releaseTime: new Date('2026-11-24T02:00:00Z') };
      },
      async broken() {
        throw new TypeError('数据库连接中断');
      },
    },
    auth: {
      qr: { scan: async ({ ticket }: { ticket: string }) => ({ ticket, state: 'SCANED' }) },
      async loginByCode() {
        throw new AppError('BUSINESS', '验证码错误或已失效', { details: { needIcode: true } });
      },
    },
  };

  it('calls the main thread and brings back data, dates included, with the service as `this`', async () => {
    const remote = connect(services);
    const article = await remote.news.getArticle({ id: 7 });
    expect(article).toEqual({ id: 7, title: '文章 7', releaseTime: new Date('2026-11-24T02:00:00Z') });
    expect(article.releaseTime).toBeInstanceOf(Date);
    expect(await remote.auth.qr.scan({ ticket: 't1' })).toEqual({ ticket: 't1', state: 'SCANED' });
  });

  it('copies plain values once, arrays included', () => {
    const remote = connect(services);
    expect(remote.publicConfig).toEqual({ site: { name: '计智云' }, apiBase: '/api' });
    expect(remote.account.signRule.description).toEqual(['每日签到得 1 分', '连续 7 天另得 5 分']);
  });

  it('keeps an AppError an AppError, so a missing page stays a 404', async () => {
    const remote = connect(services);
    const error = await remote.news.getArticle({ id: 0 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'NOT_FOUND', message: '文章不存在或已下线' });
    await expect(remote.news.broken()).rejects.toThrow('数据库连接中断');
  });

  it("keeps an AppError's envelope details", async () => {
    const remote = connect(services);
    const error = await remote.auth.loginByCode().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ kind: 'BUSINESS', message: '验证码错误或已失效', details: { needIcode: true } });
  });

  it('refuses a path that is not a service function', async () => {
    const channel = new MessageChannel();
    channels.push(channel);
    serveServices(channel.port1, services);
    const forged = servicesClient<{ news: { constructor: () => Promise<unknown> } }>(channel.port2, { object: { news: { object: { constructor: { fn: true as const } } } } });
    await expect(forged.news.constructor()).rejects.toThrow('no service function news.constructor');
  });

  it('gives loaders on the main thread the same promise-answering shape as on a worker', async () => {
    const local = asRemote({ account: { rule: () => ({ days: 7 }) }, publicConfig: { apiBase: '/api' } });
    const answer = local.account.rule();
    expect(answer).toBeInstanceOf(Promise);
    expect(await answer).toEqual({ days: 7 });
    expect(local.publicConfig).toEqual({ apiBase: '/api' });
  });
});
