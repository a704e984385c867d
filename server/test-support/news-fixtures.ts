import { createArticleFactory } from '../db/factories/news-factory';
import type { Services } from '../services';

/**
 * A small news tree for one test: a parent column with two children and
 * `perChild` articles in each, built with the same factory as the seed.
 */
export async function createNewsTree(services: Services, { perChild = 3, seed = 1 }: { perChild?: number; seed?: number } = {}) {
  const factory = createArticleFactory(seed);
  const parentId = await services.news.createColumn({ name: `行业动态${seed}`, bizType: 'NEWS', intro: '政策、市场与地方动态' });
  const childIds = [
    await services.news.createColumn({ name: `政策解读${seed}`, parentId, bizType: 'NEWS', sort: 1 }),
    await services.news.createColumn({ name: `市场观察${seed}`, parentId, bizType: 'NEWS', sort: 2 }),
  ];
  const articleIds: number[] = [];
  for (const [c, columnId] of childIds.entries()) {
    for (let i = 0; i < perChild; i++) {
      const draft = factory.article(c === 0 ? '政策解读' : '市场观察', i);
      articleIds.push(await services.news.createArticle({ ...draft, columnId }));
    }
  }
  return { parentId, childIds, articleIds };
}
