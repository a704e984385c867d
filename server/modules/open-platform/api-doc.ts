import { SUCCESS_CODE } from '../../../common/api-codes';
import { apiGroups, isOpenReadEndpoint, type ApiEndpointDoc, type ApiFieldRow, type ApiGroupDoc, type ApiGroupSummary } from '../../../common/open-platform/options';

/*
 * Reads the live OpenAPI document (@fastify/swagger, built from the same zod
 * schemas as the routes) into what the API pages show: groups by tag, and for
 * each endpoint its fields flattened with types and limits, and examples made
 * from the schemas. Nothing here is written by hand per endpoint.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
  format?: string;
};
type Operation = {
  tags?: string[];
  summary?: string;
  deprecated?: boolean;
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
export type OpenApiDocument = { paths?: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** ±2^53−1: zod's default bounds of an integer, which say nothing to a reader. */
const SAFE = Number.MAX_SAFE_INTEGER;
/** Nesting shown in field tables and examples: deeper parts of a few large replies are left to the OpenAPI document. */
const MAX_DEPTH = 2;

function resolve(doc: OpenApiDocument, s: Schema | undefined): Schema {
  let schema = s ?? {};
  for (let i = 0; schema.$ref && i < 5; i++) schema = doc.components?.schemas?.[schema.$ref.split('/').pop() ?? ''] ?? {};
  return schema;
}

/** The variants of a union other than null; `nullable` when null is one of them. */
function variantsOf(doc: OpenApiDocument, s: Schema): { variants: Schema[]; nullable: boolean } {
  const list = s.anyOf ?? s.oneOf;
  if (!list) {
    const types = Array.isArray(s.type) ? s.type : [];
    if (types.includes('null')) return { variants: [{ ...s, type: types.filter((t) => t !== 'null')[0] }], nullable: true };
    return { variants: [s], nullable: false };
  }
  const resolved = list.map((v) => resolve(doc, v));
  const nonNull = resolved.filter((v) => v.type !== 'null');
  return { variants: nonNull, nullable: nonNull.length < resolved.length };
}

function typeName(doc: OpenApiDocument, s: Schema): string {
  const { variants, nullable } = variantsOf(doc, s);
  const names = [...new Set(variants.map((v) => (v.type === 'array' ? `${typeName(doc, resolve(doc, v.items))}[]` : v.const !== undefined ? JSON.stringify(v.const) : String(v.type ?? 'object'))))];
  return names.join(' | ') + (nullable ? ' | null' : '');
}

function rulesOf(doc: OpenApiDocument, s: Schema): string {
  const out: string[] = [];
  for (const v of variantsOf(doc, s).variants) {
    if (v.enum) out.push(`可选值 ${v.enum.map((e) => JSON.stringify(e)).join(' / ')}`);
    if (v.const !== undefined) out.push(`取值 ${JSON.stringify(v.const)}`);
    const min = v.minimum !== undefined && v.minimum > -SAFE ? v.minimum : undefined;
    const max = v.maximum !== undefined && v.maximum < SAFE ? v.maximum : undefined;
    if (min !== undefined && max !== undefined) out.push(`${min}–${max}`);
    else if (min !== undefined) out.push(`≥ ${min}`);
    else if (max !== undefined) out.push(`≤ ${max}`);
    if (v.minLength !== undefined && v.minLength > 0) out.push(`长度 ≥ ${v.minLength}`);
    if (v.maxLength !== undefined) out.push(`长度 ≤ ${v.maxLength}`);
    if (v.pattern) out.push(`格式 ${v.pattern}`);
  }
  if (s.default !== undefined) out.push(`默认 ${JSON.stringify(s.default)}`);
  return [...new Set(out)].join('；');
}

function objectOf(doc: OpenApiDocument, s: Schema): Schema | undefined {
  const { variants } = variantsOf(doc, resolve(doc, s));
  return variants.map((v) => resolve(doc, v)).find((v) => v.properties);
}

/** Rows for every property, nested objects and arrays of objects as dotted paths, a few levels deep. */
export function flattenFields(doc: OpenApiDocument, schema: Schema | undefined, prefix = '', depth = 0): ApiFieldRow[] {
  const obj = schema ? objectOf(doc, schema) : undefined;
  if (!obj?.properties || depth > MAX_DEPTH) return [];
  const rows: ApiFieldRow[] = [];
  for (const [key, raw] of Object.entries(obj.properties)) {
    const s = resolve(doc, raw);
    const name = `${prefix}${key}`;
    rows.push({ name, type: typeName(doc, s), required: obj.required?.includes(key) ?? false, rules: rulesOf(doc, s), description: s.description ?? raw.description ?? '' });
    const { variants } = variantsOf(doc, s);
    const arrayItems = variants.find((v) => v.type === 'array')?.items;
    if (arrayItems) rows.push(...flattenFields(doc, arrayItems, `${name}[].`, depth + 1));
    else if (objectOf(doc, s)) rows.push(...flattenFields(doc, s, `${name}.`, depth + 1));
  }
  return rows;
}

/** An example value made from a schema: its default, its first allowed value, or a plausible value of its type. */
export function exampleOf(doc: OpenApiDocument, raw: Schema | undefined, depth = 0, key = ''): unknown {
  const s = resolve(doc, raw);
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  const { variants } = variantsOf(doc, s);
  const v = resolve(doc, variants[0]);
  if (v.enum?.length) return v.enum[0];
  if (v.properties) {
    if (depth > MAX_DEPTH) return {};
    return Object.fromEntries(Object.entries(v.properties).map(([k, p]) => [k, exampleOf(doc, p, depth + 1, k)]));
  }
  switch (v.type) {
    case 'array':
      return depth > MAX_DEPTH ? [] : [exampleOf(doc, v.items, depth + 1, key)];
    case 'integer':
    case 'number':
      return v.minimum !== undefined && v.minimum > -SAFE ? Math.max(v.minimum, 1) : 1;
    case 'boolean':
      return true;
    case 'string':
      if (key === 'code') return SUCCESS_CODE;
      if (key === 'msg') return '成功';
      if (/At$|time|date/i.test(key)) return '2026-11-20T08:00:00.000Z';
      return v.maxLength !== undefined && v.maxLength < 4 ? 'a' : '示例';
    default:
      return null;
  }
}

type Located = { path: string; method: string; op: Operation };

function operationsOf(doc: OpenApiDocument): Located[] {
  const out: Located[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) if (op.tags?.length) out.push({ path, method: method.toUpperCase(), op });
  }
  return out;
}

/** The groups (tags) of the document, in the overview's order; a tag without a label comes last under its own name. */
export function listGroups(doc: OpenApiDocument): ApiGroupSummary[] {
  const ops = operationsOf(doc);
  const ids = [...new Set(ops.map((o) => o.op.tags![0]!))];
  const known = apiGroups.filter((g) => ids.includes(g.id));
  const unknown = ids.filter((id) => !apiGroups.some((g) => g.id === id)).map((id) => ({ id, name: id, intro: '' }));
  return [...known, ...unknown].map((g) => {
    const mine = ops.filter((o) => o.op.tags![0] === g.id);
    return { ...g, count: mine.length, openCount: mine.filter((o) => isOpenReadEndpoint(o.path)).length };
  });
}

function describeOperation(doc: OpenApiDocument, { path, method, op }: Located): ApiEndpointDoc {
  const body = op.requestBody?.content?.['application/json']?.schema;
  const query = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
  const request = body
    ? flattenFields(doc, body)
    : query.map((p) => ({ name: p.name, type: typeName(doc, resolve(doc, p.schema)), required: p.required ?? false, rules: rulesOf(doc, resolve(doc, p.schema)), description: p.description ?? '' }));
  const replySchema = op.responses?.['200']?.content?.['application/json']?.schema;
  return {
    method,
    path,
    summary: op.summary ?? '',
    deprecated: op.deprecated ?? false,
    openWithKey: isOpenReadEndpoint(path),
    request,
    // code and msg are in every reply: the overview documents them once (/open#errors).
    response: flattenFields(doc, replySchema).filter((r) => r.name !== 'code' && r.name !== 'msg'),
    requestExample: body ? JSON.stringify(exampleOf(doc, body), null, 2) : '',
    // A reply example for the endpoints a partner calls; the site's own are described by their fields.
    responseExample: replySchema && isOpenReadEndpoint(path) ? JSON.stringify(exampleOf(doc, replySchema), null, 2) : '',
  };
}

/**
 * One group, a page of its endpoints described (a large group such as auth does not fit one page); undefined
 * when the document has no such group.
 */
export function describeGroup(doc: OpenApiDocument, id: string, { current = 1, size = 6 }: { current?: number; size?: number } = {}): ApiGroupDoc | undefined {
  const summary = listGroups(doc).find((g) => g.id === id);
  if (!summary) return undefined;
  const located = operationsOf(doc)
    .filter((o) => o.op.tags![0] === id)
    // Open endpoints first: they are what a partner reads this page for.
    .sort((a, b) => Number(isOpenReadEndpoint(b.path)) - Number(isOpenReadEndpoint(a.path)));
  const endpoints = located.slice((current - 1) * size, current * size).map((o) => describeOperation(doc, o));
  return { ...summary, endpoints, current, pages: Math.max(1, Math.ceil(located.length / size)), toc: located.map((o) => ({ path: o.path, summary: o.op.summary ?? '' })) };
}

/** The open endpoints with a request example each, for the console (/open/ui). */
export function listOpenEndpoints(doc: OpenApiDocument): { path: string; method: string; summary: string; group: string; example: string }[] {
  return operationsOf(doc)
    .filter((o) => isOpenReadEndpoint(o.path))
    .map((o) => {
      const d = describeOperation(doc, o);
      return { path: o.path, method: o.method, summary: d.summary, group: o.op.tags![0]!, example: d.requestExample || '{}' };
    });
}
