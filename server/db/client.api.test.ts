import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test-support/test-app';
import { bigintArray, intArray, rowsOf, textArray, timestamptzArray, type DatabaseHandle } from './client';

describe('the database connection', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('passes texts as one array parameter that reads back exactly, whatever characters they hold', async () => {
    const texts = ['湖南省 长沙市', 'a,b', '{braces}', 'say "hi"', 'back\\slash \\"both\\"', '', 'NULL', ' 空格 ', '行一\n行二', "it's"];
    const result = await database.db.execute(sql`select t, n from unnest(${textArray(texts)}) with ordinality as u(t, n) order by n`);
    expect(rowsOf<{ t: string }>(result).map((r) => r.t)).toEqual(texts);
  });

  it('passes missing values in array parameters as NULL, and the text "NULL" as text', async () => {
    const result = await database.db.execute(sql`
      select t, i, b, at from unnest(
        ${textArray(['NULL', null])}, ${intArray([7, null])}, ${bigintArray([null, 12_345_678_901])},
        ${timestamptzArray([null, new Date('2026-11-28T08:00:00Z')])}
      ) with ordinality as u(t, i, b, at, n) order by n`);
    const rows = rowsOf<{ t: string | null; i: number | null; b: string | number | null; at: string | Date | null }>(result);
    expect(rows.map((r) => [r.t, r.i, r.b === null ? null : Number(r.b), r.at === null ? null : new Date(r.at).toISOString()])).toEqual([
      ['NULL', 7, null, null],
      [null, null, 12_345_678_901, '2026-11-28T08:00:00.000Z'],
    ]);
  });

  it('keeps the search indexes’ pending lists at 64 kB in every session (decision 0050)', async () => {
    // Several reads, so on PostgreSQL more than one pooled connection answers.
    const settings = await Promise.all(
      Array.from({ length: 3 }, async () => rowsOf<{ v: string }>(await database.db.execute(sql`select current_setting('gin_pending_list_limit') as v`))[0]!.v),
    );
    expect(settings).toEqual(['64kB', '64kB', '64kB']);
  });
});
