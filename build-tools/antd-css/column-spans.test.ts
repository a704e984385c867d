import { describe, expect, it } from 'vitest';
import { withoutColumnSpans } from './extract';

describe('the grid without column spans', () => {
  it('drops rules that only place columns, at any breakpoint, and the @media blocks they leave empty', () => {
    const css =
      '.ant-col{position:relative;max-width:100%}.ant-col-24{display:block;flex:0 0 100%}.ant-col-push-3{inset-inline-start:12.5%}' +
      '@media (min-width: 576px){.ant-col-sm-12{flex:0 0 50%}.ant-col-sm-offset-2{margin-inline-start:8.3%}}' +
      '@media (min-width: 768px){.ant-col-md-order-1{order:1}.ant-row-md{display:flex}}';
    expect(withoutColumnSpans(css)).toBe('.ant-col{position:relative;max-width:100%}@media (min-width: 768px){.ant-row-md{display:flex}}');
  });

  it('keeps a rule when one of its selectors does not need a span, and classes that only begin alike', () => {
    const css = '.ant-col-24.ant-form-item-label,.ant-form-vertical .ant-form-item-label{padding:0 0 8px}.ant-col-rtl{direction:rtl}.ant-col-240x{color:red}';
    expect(withoutColumnSpans(css)).toBe(css);
  });
});
