import { Component, type ReactNode } from 'react';
import { Link } from './app-link';

const defaults = {
  404: { title: '页面不存在', message: '抱歉，您访问的页面不存在或已被移除。' },
  500: { title: '服务器开小差了', message: '页面出错了，请稍后再试。' },
} as const;

/** If drawing the error page itself fails, this plain text is shown instead (spec §2.2). */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) {
      return (
        <div className="error-view error-view--fallback">
          <p>显示错误页面时出错</p>
          <a href="/">回到首页</a>
        </div>
      );
    }
    return this.props.children;
  }
}

/** The error page of spec §2.2: a picture for 404 or 500, a message, and 回到首页. */
export function ErrorView({ status, message }: { status: 404 | 500; message?: string }) {
  const text = defaults[status];
  return (
    <ErrorPageGuard>
      <section className="error-view container" data-status={status}>
        <img className="error-view__picture" src={`/images/error-${status}.svg`} width={360} height={240} alt={status === 404 ? '页面不存在' : '服务器错误'} />
        <h1 className="error-view__title">{text.title}</h1>
        <p className="error-view__message">{message ?? text.message}</p>
        <Link to="/" className="btn btn--primary">
          回到首页
        </Link>
      </section>
    </ErrorPageGuard>
  );
}
