import { queryBuilder } from '@wix/sdk-runtime/query-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type QueryPage, runQuery } from './run-query';
import { ITEMS_SQL, itemFields } from './testing/sample-tables';
import { createTestDatabase, type TestDatabase } from './testing/test-database';

// A second opinion: the official client's own query builder and page iterators (RTQB), talking to runQuery
// through a JSON round trip as they would over HTTP. Whatever the builder sends must work, and its iterators
// must page correctly on our metadata (rules 186, 188, 189).

interface Item {
  name: string;
}

let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
  await t.exec(ITEMS_SQL);
});

afterAll(async () => {
  await t?.close();
});

const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value));

function items<TMode extends 'OFFSET' | 'CURSOR'>(pagingMethod: TMode, sent: unknown[] = []) {
  return queryBuilder<Item, TMode, unknown, QueryPage<Item>>({
    async func(request) {
      sent.push(request);
      const page = await runQuery<Item>(t.db, {
        from: 'items i',
        select: 'i.name',
        fieldMap: itemFields,
        query: request,
        defaultSort: [{ fieldName: 'rank', order: 'ASC' }],
        maxLimit: 100,
        paging: 'both',
        path: 'query',
      });
      return { data: wire(page) } as never;
    },
    requestTransformer: (query) => wire(query),
    responseTransformer: (response) => ({
      items: response.data.rows,
      pagingMetadata: response.data.metadata,
    }),
    errorTransformer: (error) => {
      throw error;
    },
    pagingMethod,
    transformationPaths: {},
  });
}

async function names(builder: ReturnType<typeof items<'OFFSET'>>): Promise<string[]> {
  return (await builder.find()).items.map((i) => i.name);
}

describe('runQuery behind the official query builder', () => {
  it('answers every filter method the builder offers', async () => {
    const q = () => items('OFFSET');
    expect(await names(q().eq('status', 'ACTIVE').gt('price', 5))).toEqual(['apple', 'cherry', 'path']);
    expect(await names(q().eq('_id', '00000000-0000-0000-0000-000000000003'))).toEqual(['cherry']);
    expect(await names(q().ne('status', 'ACTIVE').le('rank', 4))).toEqual(['banana', 'date']);
    expect(await names(q().isEmpty('title'))).toEqual(['cherry']);
    expect(await names(q().isNotEmpty('score').lt('score', 1))).toEqual(['apple', 'snake', 'path']);
    expect(await names(q().startsWith('title', 'green'))).toEqual(['apple']);
    expect(await names(q().endsWith('title', 'JUICE'))).toEqual(['juice']);
    expect(await names(q().contains('title', '_'))).toEqual(['snake']);
    expect(await names(q().hasSome('tags', ['yellow', 'tool']))).toEqual(['banana', 'path']);
    expect(await names(q().hasAll('tags', 'fruit', 'green'))).toEqual(['apple']);
    expect(await names(q().in('rank', [1, 2]))).toEqual(['apple', 'banana']);
    expect(await names(q().exists('score', false))).toEqual(['banana']);
    expect(await names(q().between('rank', 2, 4))).toEqual(['banana', 'cherry']);
    expect(await names(q().ge('createdDate', new Date('2024-06-01T00:00:00Z')))).toEqual(['snake', 'path']);
    expect(await names(q().eq('name', 'date').or(q().eq('name', 'path')))).toEqual(['date', 'path']);
    expect(await names(q().not(q().eq('active', true)))).toEqual(['banana', 'cherry', 'juice']);
    expect(await names(q().eq('collectionIds', 'fruits').descending('_createdDate'))).toEqual([
      'banana',
      'apple',
    ]);
  });

  it('gives the offset iterator what it needs for hasNext and next', async () => {
    let page = await items('OFFSET').ascending('rank').limit(3).find();
    expect(page.items.map((i) => i.name)).toEqual(['apple', 'banana', 'cherry']);
    expect(page.totalCount).toBe(7);
    const seen = [...page.items];
    while (page.hasNext()) {
      page = await page.next();
      seen.push(...page.items);
    }
    expect(seen.map((i) => i.name)).toEqual(['apple', 'banana', 'cherry', 'date', 'juice', 'snake', 'path']);
  });

  it('pages with cursors the way the cursor iterator asks for them', async () => {
    const sent: unknown[] = [];
    const first = await items('CURSOR', sent).eq('active', true).descending('rank').limit(2).find();
    expect(first.items.map((i) => i.name)).toEqual(['path', 'snake']);
    expect(first.hasNext()).toBe(true);
    expect(first.hasPrev()).toBe(false);
    const second = await first.next();
    expect(second.items.map((i) => i.name)).toEqual(['date', 'apple']);
    expect(second.hasNext()).toBe(false);
    // Once it holds a cursor the client sends nothing but cursorPaging (rule 189).
    expect(Object.keys(sent[1] as object)).toEqual(['cursorPaging']);
    const back = await second.prev();
    expect(back.items.map((i) => i.name)).toEqual(['path', 'snake']);
  });
});
