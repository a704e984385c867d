/** The user's avatar, or the first character of their name on a brand-coloured disc. */
export function UserAvatar({ url, name, size = 72 }: { url: string; name: string; size?: number }) {
  const initial = [...(name.trim() || '用户')][0];
  if (url) return <img className="user-avatar" src={url} alt="头像" width={size} height={size} style={{ width: size, height: size }} />;
  return (
    <span className="user-avatar user-avatar--initial" style={{ width: size, height: size, fontSize: Math.round(size * 0.42) }} aria-hidden="true">
      {initial}
    </span>
  );
}
