import type { CSSProperties, ReactNode } from 'react';
import { defaultBrand, type Brand } from './brands';

/**
 * The frame of every auth page: the brand's side panel (hidden on phones)
 * and a card. The brand colour reaches the CSS as --brand / --brand-dark.
 */
export function AuthShell({ brand = defaultBrand, children, narrow = false }: { brand?: Brand; children: ReactNode; narrow?: boolean }) {
  const style = { '--brand': brand.colour, '--brand-dark': brand.colourDark } as CSSProperties;
  return (
    <div className={`auth-page${narrow ? ' auth-page--narrow' : ''}`} style={style}>
      {brand.preview && (
        <div className="auth-preview-ribbon" role="note">
          登录页预览：此页面仅用于查看效果，登录后不会保存预览设置
        </div>
      )}
      <div className="auth-page__inner">
        {!narrow && (
          <aside className="auth-aside" aria-label={`${brand.name}简介`}>
            <div className="auth-aside__brand">
              <span className="auth-mark" aria-hidden="true">
                {brand.logoText}
              </span>
              <span className="auth-aside__name">{brand.name}</span>
            </div>
            <p className="auth-aside__slogan">{brand.slogan}</p>
            <ul className="auth-aside__features">
              {brand.features.map((f) => (
                <li key={f}>{f}</li>
              ))}
            </ul>
            <p className="auth-aside__note">已服务 1,200+ 工程项目 · 覆盖公路、市政、轨道、房建、水利与港口</p>
          </aside>
        )}
        <section className="auth-card">{children}</section>
      </div>
    </div>
  );
}

/** The brand mark alone, for the top of the card on phones where the side panel is hidden. */
export function AuthCardBrand({ brand }: { brand: Brand }) {
  return (
    <div className="auth-card__brand" style={{ '--brand': brand.colour } as CSSProperties}>
      <span className="auth-mark auth-mark--small" aria-hidden="true">
        {brand.logoText}
      </span>
      <span>{brand.name}</span>
    </div>
  );
}
