import { renderToString } from 'react-dom/server';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the light link is compared with React Router's own
import { MemoryRouter, Link as RouterLink, type LinkProps } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, isPlainSitePath } from './app-link';

const inRouter = (node: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/information']}>{node}</MemoryRouter>);

/** The markup with the <a>'s attributes in name order: the order is no part of what a browser or React's hydration reads. */
const sortedAttributes = (html: string) =>
  html.replace(
    /^<a ([^>]*)>/,
    (_tag, attributes: string) =>
      `<a ${attributes
        .match(/[\w-]+="[^"]*"/g)!
        .sort()
        .join(' ')}>`,
  );

describe('the light link on the server', () => {
  const cases: [string, LinkProps][] = [
    ['a plain site path', { to: '/news/487', children: '地铁盾构施工' }],
    [
      'attributes and a query',
      {
        to: '/tender?province=110000&type=0100',
        className: 'filter is-active',
        title: '北京',
        target: '_self',
        'aria-current': 'page',
        children: <span>北京 12</span>,
      },
    ],
    [
      'navigation options the browser keeps',
      { to: '/search?keywords=隧道', replace: true, state: { from: 'tabs' }, preventScrollReset: true, children: '隧道' },
    ],
    ['discover="none"', { to: '/login', discover: 'none', children: '登录' }],
    ['a relative path (React Router’s own Link)', { to: 'tender', children: '招标' }],
    ['a prefetching link (React Router’s own Link)', { to: '/product', prefetch: 'intent', children: '产品' }],
  ];

  it.each(cases)('writes the markup React Router’s Link writes: %s', (_name, props) => {
    expect(sortedAttributes(inRouter(<Link {...props} />))).toBe(sortedAttributes(inRouter(<RouterLink {...props} />)));
  });

  it('passes none of the link’s own options to the <a>', () => {
    const html = inRouter(
      <Link to="/news/1" replace state={{ a: 1 }} preventScrollReset viewTransition reloadDocument className="x">
        新闻
      </Link>,
    );
    expect(html).toBe('<a class="x" href="/news/1" data-discover="true">新闻</a>');
  });

  it('takes only absolute paths of this site as plain', () => {
    expect(isPlainSitePath('/news/1?x=1#top')).toBe(true);
    for (const to of ['//evil.example/x', 'https://evil.example/', 'news/1', '/a/../b', '/./a', undefined, { pathname: '/a' }]) {
      expect(isPlainSitePath(to)).toBe(false);
    }
  });
});
