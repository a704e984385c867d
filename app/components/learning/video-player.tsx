import { useEffect, useRef, useState } from 'react';
import { Link } from '../app-link';
import type { CourseDetail, FullCourse } from '../../../common/learning/schemas';
import { api } from '../../lib/api-client';
import { formatDuration, formatTotalDuration } from './video-query';

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d="M17 9V7A5 5 0 0 0 7 7v2H5v13h14V9zM9 7a3 3 0 0 1 6 0v2H9zm4 10.7V20h-2v-2.3a2 2 0 1 1 2 0z" />
    </svg>
  );
}

/**
 * The player and the chapter list. Anyone plays the 试看 clip; a logged-in
 * viewer asks checkLogin for the full course and may then pick any chapter.
 * Logged out, locked chapters and the end of the preview lead to the login
 * page and back here. The first play of a visit is counted.
 */
export function VideoPlayer({ course, loggedIn, loginHref, onPlayed }: { course: CourseDetail; loggedIn: boolean; loginHref: string; onPlayed: (playCount: number) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const counted = useRef(false);
  const [full, setFull] = useState<FullCourse | null>(null);
  const [active, setActive] = useState(1);
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    setFull(null);
    setActive(1);
    setEnded(false);
    counted.current = false;
    if (!loggedIn) return;
    const controller = new AbortController();
    api
      .post('/learning/pub/checkLogin', { id: course.id }, { signal: controller.signal, notify: false })
      .then((reply) => setFull(reply.data))
      .catch(() => {});
    return () => controller.abort();
  }, [course.id, loggedIn]);

  const countPlay = () => {
    setEnded(false);
    if (counted.current) return;
    counted.current = true;
    api
      .post('/learning/pub/videoRes/play', { id: course.id }, { notify: false })
      .then((reply) => onPlayed(reply.data.playCount))
      .catch(() => {});
  };

  const playChapter = (index: number) => {
    setActive(index);
    setEnded(false);
    const el = video.current;
    if (!el) return;
    el.currentTime = 0;
    void el.play().catch(() => {});
  };

  const src = full?.mediaUrl || course.previewUrl;
  const chapter = course.chapters[active - 1];
  return (
    <div className="video-stage">
      <div className="video-player">
        {src ? (
          <video ref={video} className="video-player__media" src={src} poster={course.coverUrl} controls preload="metadata" playsInline onPlay={countPlay} onEnded={() => setEnded(true)}>
            您的浏览器不支持视频播放。
          </video>
        ) : (
          <div className="video-player__empty">
            <img src={course.coverUrl} alt="" />
            <p>课程视频整理中，敬请期待</p>
          </div>
        )}
        <div className="video-player__label">
          {loggedIn ? `第 ${active} 讲 · ${chapter?.title ?? ''}` : '试看中 · 第 1 讲'}
        </div>
        {ended && !loggedIn && (
          <div className="video-player__overlay" role="dialog" aria-label="试看结束">
            <p className="video-player__overlay-title">试看结束</p>
            <p>登录后可观看全部 {course.chapters.length} 讲完整课程</p>
            <Link className="btn btn--primary" to={loginHref} rel="nofollow">
              登录后观看完整课程
            </Link>
          </div>
        )}
      </div>
      {!loggedIn && (
        <div className="video-gate">
          <span className="video-gate__text">
            当前为试看内容。完整课程共 {course.chapters.length} 讲，时长 {formatTotalDuration(course.durationSeconds)}。
          </span>
          <Link className="btn btn--primary video-gate__btn" to={loginHref} rel="nofollow">
            登录后观看完整课程
          </Link>
        </div>
      )}
      <section className="video-chapters" aria-label="课程目录">
        <h2 className="video-chapters__title">
          课程目录 <span>共 {course.chapters.length} 讲</span>
        </h2>
        <ol className="video-chapters__list">
          {course.chapters.map((c) => {
            const open = loggedIn || c.isPreview;
            const isActive = c.index === active;
            const body = (
              <>
                <span className="video-chapters__no">{String(c.index).padStart(2, '0')}</span>
                <span className="video-chapters__name">{c.title}</span>
                {c.isPreview && !loggedIn && <span className="video-chapters__free">试看</span>}
                {!open && <LockIcon />}
                <span className="video-chapters__time">{formatDuration(c.durationSeconds)}</span>
              </>
            );
            return (
              <li key={c.index} className={`video-chapters__item${isActive ? ' is-active' : ''}${open ? '' : ' is-locked'}`}>
                {open ? (
                  <button type="button" onClick={() => playChapter(c.index)} aria-current={isActive ? 'true' : undefined}>
                    {body}
                  </button>
                ) : (
                  <Link to={loginHref} rel="nofollow" title="登录后观看">
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
