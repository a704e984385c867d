import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../common/api/contract';
import { createTestApp, type TestApp } from '../test-support/test-app';

type Operation = { responses?: Record<string, { content?: Record<string, unknown> }> };

describe('the API contract (decision 0021)', () => {
  let t: TestApp;
  let operations: { path: string; method: string; json: boolean }[];
  let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };
  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({ path, method: method.toUpperCase(), json: Boolean(op.responses?.['200']?.content?.['application/json']) })),
    );
  });
  afterAll(() => t.close());

  it('serves every endpoint of the contract, with the contract’s method', () => {
    for (const [path, endpoint] of Object.entries(apiContract)) {
      expect(operations, path).toContainEqual({ path, method: endpoint.method, json: true });
    }
  });

  it('lists every JSON endpoint the server serves', () => {
    const missing = operations.filter((op) => op.json && !(op.path in apiContract));
    expect(missing).toEqual([]);
  });

  it('defines every schema the document refers to (the recursive trees are named components)', () => {
    const refs = [...new Set([...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!))];
    expect(refs).toEqual(expect.arrayContaining(['NewsColumn', 'DirNode', 'CatNode', 'CourseCategoryNode']));
    for (const ref of refs) expect(doc.components?.schemas?.[ref], ref).toBeDefined();
  });
});
