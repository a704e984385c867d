import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export type LoginTabItem<K extends string> = { key: K; label: string; children: ReactNode };

/**
 * The login card's tabs (密码登录 / 验证码登录 / 扫码登录 / 注册): a WAI-ARIA tab list of four buttons, styled by
 * app.css to look as antd's Tabs did. antd's Tabs measured its bar and moved its ink bar in layout effects, rendered
 * an overflow menu, and derived its tokens while hydrating: part of the longest task of /login's hydration on a phone,
 * and about a tenth of the page's server render (decision 0051, stop 39). The login card needs none of that.
 *
 * Like antd's, a tab's panel is rendered once it has been opened and then kept (hidden), so that what a reader typed
 * in one tab is still there when they come back; the server renders the open tab's panel only.
 */
export function LoginTabs<K extends string>({
  items,
  activeKey,
  onChange,
  onIntent,
}: {
  items: LoginTabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  /** The reader is about to open a tab (pointer over or touching the tab list, a tab focused): code can start loading. */
  onIntent?: () => void;
}) {
  const id = useId();
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set([activeKey]));
  if (!opened.has(activeKey)) setOpened(new Set([...opened, activeKey]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys, Home and End move between the tabs and open the one they reach (the ARIA tabs pattern).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = (to + items.length) % items.length;
    onChange(items[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className="login-tabs">
      <div
        role="tablist"
        aria-label="登录方式"
        className="login-tabs__list"
        onKeyDown={onKeyDown}
        onPointerEnter={onIntent}
        onTouchStart={onIntent}
        onFocus={onIntent}
      >
        {items.map((item, i) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={opened.has(item.key) ? `${id}-panel-${item.key}` : undefined}
              tabIndex={active ? 0 : -1}
              className={active ? 'login-tabs__tab is-active' : 'login-tabs__tab'}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items
        .filter((item) => opened.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            id={`${id}-panel-${item.key}`}
            aria-labelledby={`${id}-tab-${item.key}`}
            hidden={item.key !== activeKey}
            className="login-tabs__panel"
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
