import { useEffect } from 'react';

/**
 * A table that scrolls sideways (on a phone) must be reachable by keyboard
 * (axe scrollable-region-focusable): antd's scroll box gets a tab stop and a name.
 */
export function useFocusableTableScroll(deps: unknown[]) {
  useEffect(() => {
    for (const box of document.querySelectorAll<HTMLElement>('.admin-content .ant-table-content, .admin-content .ant-table-body')) {
      if (!box.hasAttribute('tabindex')) {
        box.tabIndex = 0;
        box.setAttribute('aria-label', '表格，可左右滚动');
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run when the table's rows change
  }, deps);
}
