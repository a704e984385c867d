// antd's ES build, which the page build bundles and the patch changes (`antd` alone is its CommonJS build under Node).
import Col from 'antd/es/col';
import ConfigProvider from 'antd/es/config-provider';
import Row from 'antd/es/row';
import { useToken } from 'antd/es/theme/internal';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { brandTheme } from '../lib/theme';

/**
 * What patches/antd+6.6.8.patch changes must stay invisible (decision 0063):
 * the same classes from a column, the same tokens from the theme, only less
 * work per call. The expected class lists were printed by antd 6.6.8 as
 * published, before the patch.
 */
/** The column's classes, without the theme's hash and scope (`css-… jz`), which are not the column's. */
const classesOf = (html: string) => /class="([^"]*)"/.exec(html)?.[1]?.replace(/ css-\S+ jz$/, '');

describe('antd as patched', () => {
  it('gives a responsive column the classes antd gave it, in the same order, left to right and right to left', () => {
    const col = (
      <Row>
        <Col span={8} xs={{ span: 24, order: 2, offset: 0 }} md={12} lg={{ push: 1, pull: 2, flex: 'auto' }} xxl={{ order: 0 }} />
      </Row>
    );
    const ltr = renderToStaticMarkup(<ConfigProvider theme={brandTheme}>{col}</ConfigProvider>).replace(/^<div[^>]*>/, '');
    const rtl = renderToStaticMarkup(
      <ConfigProvider theme={brandTheme} direction="rtl">
        {col}
      </ConfigProvider>,
    ).replace(/^<div[^>]*>/, '');
    expect(classesOf(ltr)).toBe('ant-col ant-col-8 ant-col-xs-24 ant-col-xs-order-2 ant-col-xs-offset-0 ant-col-md-12 ant-col-lg-push-1 ant-col-lg-pull-2 ant-col-lg-flex ant-col-xxl-order-0');
    expect(classesOf(rtl)).toBe(
      'ant-col ant-col-8 ant-col-xs-24 ant-col-xs-order-2 ant-col-xs-offset-0 ant-col-rtl ant-col-md-12 ant-col-lg-push-1 ant-col-lg-pull-2 ant-col-lg-flex ant-col-xxl-order-0',
    );
    expect(ltr).toContain('--ant-col-lg-flex:1 1 auto');
  });

  it('hands every component of a theme the same cssVar object and the theme’s own tokens', () => {
    const seen: unknown[][] = [];
    function Probe() {
      seen.push(useToken());
      return null;
    }
    renderToStaticMarkup(
      <ConfigProvider theme={brandTheme}>
        <Probe />
        <Probe />
        <ConfigProvider theme={{ token: { colorPrimary: '#0a7f5a' }, cssVar: { key: 'jz-0a7f5a' } }}>
          <Probe />
        </ConfigProvider>
      </ConfigProvider>,
    );
    const [first, second, nested] = seen as [unknown[], unknown[], unknown[]];
    expect(first[4]).toBe(second[4]);
    expect(first[4]).toEqual({ prefix: 'ant', key: 'jz' });
    expect(nested[4]).toEqual({ prefix: 'ant', key: 'jz-0a7f5a' });
    expect((first[1] as { colorPrimary: string }).colorPrimary).toBe('#1260fb');
    expect((nested[1] as { colorPrimary: string }).colorPrimary).toBe('#0a7f5a');
  });
});
