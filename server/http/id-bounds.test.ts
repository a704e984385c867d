import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_MAX } from '../../common/ids';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, DatabaseHandle } from '../db/client';
import { createContentEvents } from '../platform/content-events';
import { createMemoryKvStore } from '../platform/kv-store';
import { testSiteEnv } from '../test-support/test-app';

/**
 * Every id a request carries must be bounded (decision 0015): a number past
 * PostgreSQL's integer makes the database fail the query, which would answer
 * 500. This walks the request schemas of every registered endpoint, as the
 * OpenAPI document generated from them shows them, so a new endpoint with an
 * unbounded id fails here.
 */

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema | JsonSchema[];
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
};

type OpenApi = {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

/** id, ids, orgId, dirIds, parent_id …; not unionid (a string token). */
const isIdName = (name: string) => /^ids?$|[a-z0-9]Ids?$|_ids?$/.test(name);

const typesOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Problems of one id-named field: each numeric form needs a maximum, each string form a length or a pattern. */
function idFieldProblems(schema: JsonSchema, where: string): string[] {
  const types = typesOf(schema);
  if (schema.enum || schema.const !== undefined) return [];
  if (types.length === 0) return [`${where}: no type (a preprocess or any?), the bound cannot be seen`];
  const problems: string[] = [];
  if (types.some((t) => t === 'integer' || t === 'number')) {
    const max = schema.maximum ?? schema.exclusiveMaximum;
    if (max === undefined) problems.push(`${where}: ${types.join('|')} without a maximum`);
    else if (max > ID_MAX) problems.push(`${where}: maximum ${max} is past the integer column range ${ID_MAX}`);
  }
  if (types.includes('string') && schema.maxLength === undefined && schema.pattern === undefined) {
    problems.push(`${where}: string without maxLength or pattern`);
  }
  return problems;
}

/** Walks a request schema; `name` is the property the schema belongs to (array items keep their array's name). */
function findUnboundedIds(schema: JsonSchema, where: string, name: string, resolve: (ref: string) => JsonSchema, seen = new Set<JsonSchema>()): { checked: number; problems: string[] } {
  if (schema.$ref) return findUnboundedIds(resolve(schema.$ref), where, name, resolve, seen);
  if (seen.has(schema)) return { checked: 0, problems: [] };
  seen.add(schema);
  let checked = 0;
  const problems: string[] = [];
  const add = (r: { checked: number; problems: string[] }) => {
    checked += r.checked;
    problems.push(...r.problems);
  };
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  for (const alternative of alternatives) add(findUnboundedIds(alternative, where, name, resolve, seen));
  const types = typesOf(schema);
  if (isIdName(name) && alternatives.length === 0 && !types.includes('object') && !types.includes('array')) {
    checked++;
    problems.push(...idFieldProblems(schema, where));
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) add(findUnboundedIds(property, `${where}.${key}`, key, resolve, seen));
  if (typeof schema.additionalProperties === 'object') add(findUnboundedIds(schema.additionalProperties, `${where}.*`, name, resolve, seen));
  const items = [...(Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : []), ...(schema.prefixItems ?? [])];
  for (const item of items) add(findUnboundedIds(item, `${where}[]`, name, resolve, seen));
  return { checked, problems };
}

function walkDocument(doc: OpenApi) {
  const resolve = (ref: string) => {
    const schema = doc.components?.schemas?.[ref.replace('#/components/schemas/', '')];
    if (!schema) throw new Error(`unresolved ${ref}`);
    return schema;
  };
  let checked = 0;
  let operations = 0;
  const problems: string[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations++;
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) {
        if (!parameter.schema) continue;
        const r = findUnboundedIds(parameter.schema, `${at} ${parameter.in} ${parameter.name}`, parameter.name, resolve);
        checked += r.checked;
        problems.push(...r.problems);
      }
      for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
        const r = findUnboundedIds(content.schema, `${at} body(${type})`, '', resolve);
        checked += r.checked;
        problems.push(...r.problems);
      }
    }
  }
  return { checked, operations, problems };
}

/** The real app (every route plugin, as server/app.ts registers them) on a database that must never be asked. */
async function appWithoutDatabase(): Promise<FastifyInstance> {
  const untouchable = new Proxy({} as Database, {
    get(_target, key) {
      throw new Error(`the id-bounds test must not touch the database (db.${String(key)})`);
    },
  });
  const database: DatabaseHandle = { db: untouchable, kind: 'pglite', migrate: async () => {}, ping: async () => true, close: async () => {} };
  const kv = createMemoryKvStore();
  return buildApp({ config: loadConfig(testSiteEnv), database, kv, events: createContentEvents(kv), logger: false });
}

describe('id bounds in every request schema', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWithoutDatabase();
    await app.ready();
  });
  afterAll(() => app.close());

  it('finds no id without a maximum in any endpoint', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const { checked, operations, problems } = walkDocument(res.json());
    expect(problems).toEqual([]);
    // The walk really saw the API: over a hundred endpoints and dozens of ids (bodies, arrays, path parameters).
    expect(operations).toBeGreaterThan(100);
    expect(checked).toBeGreaterThan(50);
  });

  it('catches unbounded ids wherever they hide', () => {
    const resolve = (): JsonSchema => ({ type: 'object', properties: { parentId: { type: 'integer' } } });
    const schema: JsonSchema = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        orgId: { anyOf: [{ type: 'number' }, { type: 'string' }] },
        ids: { type: 'array', items: { type: 'integer', maximum: 9_999_999_999 } },
        nested: { type: 'object', properties: { dir_id: {} } },
        ref: { $ref: '#/components/schemas/X' },
        unionid: { type: 'string' },
        size: { type: 'integer' },
      },
    };
    const { problems } = findUnboundedIds(schema, 'body', '', resolve);
    expect(problems).toEqual([
      'body.id: integer without a maximum',
      'body.orgId: number without a maximum',
      'body.orgId: string without maxLength or pattern',
      'body.ids[]: maximum 9999999999 is past the integer column range 2147483647',
      'body.nested.dir_id: no type (a preprocess or any?), the bound cannot be seen',
      'body.ref.parentId: integer without a maximum',
    ]);
  });

  it('knows an id by its name', () => {
    for (const name of ['id', 'ids', 'orgId', 'resId', 'categoryIds', 'parent_id']) expect(isIdName(name)).toBe(true);
    for (const name of ['unionid', 'idCard', 'size', 'current', 'paid', 'valid']) expect(isIdName(name)).toBe(false);
  });
});
