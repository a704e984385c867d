import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, errorTable, isAppError } from '../errors';

/** Readable names of request fields, used when a generic rule names the field. */
const fieldLabels: Record<string, string> = {
  phone: '手机号码',
  userName: '姓名或昵称',
  userIdentity: '项目角色',
  position: '职位',
  current: '页码',
  size: '每页条数',
  id: '编号',
  dirId: '栏目编号',
  tagId: '标签编号',
  name: '名称',
  keywords: '关键词',
  // Personal centre (server/modules/account)
  title: '标题',
  ids: '招标编号',
  op: '操作',
  kind: '内容类型',
  type: '内容类型',
  month: '月份',
  n: '使用次数',
  orgName: '单位名称',
  realname: '真实姓名',
  image: '头像图片',
  // Information portal (courses, materials, solutions, help)
  resId: '文章编号',
  resNumber: '文章编号',
  shareId: '分享编号',
  columnId: '栏目编号',
  categoryId: '分类编号',
  fileType: '文件类型',
  comId: '单位编号',
  docType: '文件类型',
};

const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是有效的 JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求长度不正确',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every message of this route's request schema is a sentence that names its
     * field ("验证码为 6 位数字"): a validation failure shows it as written,
     * without a field label in front.
     */
    validationAsWritten?: boolean;
  }
}

function validationMessage(error: FastifyError, asWritten: boolean): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return errorTable.VALIDATION.defaultMsg;
  const first = error.validation[0];
  if (!first) return errorTable.VALIDATION.defaultMsg;
  if (asWritten && first.message) return first.message;
  const field = first.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  const label = fieldLabels[field] ?? field;
  const message = first.message ?? '格式不正确';
  // Our own messages already name the field ("请输入手机号码"); generic ones get the label in front.
  if (!label || message.startsWith('请') || message.includes(label)) return message;
  return `${label}：${message}`;
}

/** Turns any error into the envelope. Internal detail goes to the log, never to the client. */
export function toEnvelopeError(error: unknown, request: FastifyRequest): AppError {
  if (isAppError(error)) return error;
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    return new AppError('VALIDATION', validationMessage(fe, request.routeOptions.config?.validationAsWritten === true));
  }
  // An oversized body is refused with its own status, 413, so a client (a beacon) knows not to send it again.
  if (fe?.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new AppError('PAYLOAD_TOO_LARGE');
  if (fe && typeof fe.code === 'string' && fastifyClientErrors[fe.code]) return new AppError('VALIDATION', fastifyClientErrors[fe.code]);
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return new AppError('INTERNAL', undefined, { cause: error });
  }
  if (fe && typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError('VALIDATION', '请求格式不正确');
  }
  request.log.error({ err: error }, 'unhandled error');
  return new AppError('INTERNAL', undefined, { cause: error });
}

export function sendEnvelopeError(reply: FastifyReply, error: AppError) {
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  // A string is sent as is: the envelope must not go through the route's success schema (same status 200).
  return reply
    .status(error.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code: error.code, msg: error.message, ...error.details }));
}

const noSuchApi = (request: FastifyRequest, reply: FastifyReply) =>
  sendEnvelopeError(reply, new AppError('NO_SUCH_API', `接口不存在：${request.method} ${request.url.split('?')[0]}`));

/**
 * Call inside the /api scope. Besides the error handler, it claims every path
 * under /api (and /api itself) for every method: otherwise an unknown path
 * would fall through to the page handler mounted at /* (a redirect, a page or a
 * 405 page). Known paths win over the wildcard, so a known path asked with
 * another method gets the same 404 envelope as an unknown one (decision 0015).
 */
export function installApiErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => sendEnvelopeError(reply, toEnvelopeError(error, request)));
  app.setNotFoundHandler(noSuchApi);
  // Nothing to read: the body of an unknown endpoint is never parsed, whatever its type or size.
  const methods = app.supportedMethods as HTTPMethods[];
  const unknownPath = { schema: { hide: true }, onRequest: async (request: FastifyRequest, reply: FastifyReply) => noSuchApi(request, reply), handler: noSuchApi };
  app.route({ method: methods, url: '/', ...unknownPath });
  app.route({ method: methods, url: '/*', ...unknownPath });
}
