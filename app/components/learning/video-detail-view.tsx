import { useEffect, useState } from 'react';
import { Link } from '../app-link';
import type { CourseDetail, CourseListItem } from '../../../common/learning/schemas';
import { projectRoleLabels, projectTypeLabels } from '../../../common/library/options';
import { formatCount, formatDate } from '../../lib/format';
import { reportReading } from '../../lib/reading-record';
import { Breadcrumbs } from '../breadcrumbs';
import { VideoActions } from './video-actions';
import { VideoPlayer } from './video-player';
import { courseHref, formatDuration, formatTotalDuration, videoHref } from './video-query';

const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? '通用';

/** A course at /video?id=: player and chapters, facts, actions, intro, lecturer and recommended courses. */
export function VideoDetailView({ course, recommended, loggedIn }: { course: CourseDetail; recommended: CourseListItem[]; loggedIn: boolean }) {
  const [playCount, setPlayCount] = useState(course.playCount);
  useEffect(() => setPlayCount(course.playCount), [course.id, course.playCount]);
  useEffect(() => {
    if (loggedIn) reportReading({ id: course.id, type: 'VIDEO', title: course.title });
  }, [course.id, course.title, loggedIn]);

  const loginHref = `/login?redirect=${encodeURIComponent(courseHref(course.id))}`;
  return (
    <div className="container page video-page video-detail">
      <Breadcrumbs
        items={[
          { label: '课程', to: '/video' },
          { label: course.rootCategoryName, to: videoHref({ cat: course.rootCategoryId }) },
          { label: course.categoryName, to: videoHref({ cat: course.categoryId }) },
          { label: '课程详情' },
        ]}
      />
      <VideoPlayer key={course.id} course={course} loggedIn={loggedIn} loginHref={loginHref} onPlayed={setPlayCount} />

      <div className="with-sidebar video-detail__body">
        <div className="with-sidebar__main">
          <article className="card video-info">
            <h1 className="video-info__title">{course.title}</h1>
            <p className="video-info__summary">{course.summary}</p>
            <ul className="video-info__facts">
              <li>
                主讲 <strong>{course.lecturer}</strong>
              </li>
              <li>
                共 <strong>{course.chapters.length}</strong> 讲 · {formatTotalDuration(course.durationSeconds)}
              </li>
              <li>
                播放 <strong className="video-info__plays">{formatCount(playCount)}</strong>
              </li>
              <li>发布于 {formatDate(course.publishDate)}</li>
            </ul>
            <div className="video-info__bar">
              <div className="video-info__tags">
                <Link to={videoHref({ cat: course.categoryId })} className="video-tag">
                  {course.categoryName}
                </Link>
                <Link to={videoHref({ type: course.projectType === 'COMMON' ? undefined : course.projectType })} className="video-tag video-tag--plain">
                  {labelOf(projectTypeLabels, course.projectType)}项目
                </Link>
                <Link to={videoHref({ role: course.projectRole === 'COMMON' ? undefined : course.projectRole })} className="video-tag video-tag--plain">
                  适合{labelOf(projectRoleLabels, course.projectRole)}
                </Link>
              </div>
              <VideoActions
                key={course.id}
                id={course.id}
                starCount={course.starCount}
                loggedIn={loggedIn}
                starred={course.viewer?.starred ?? false}
                favorited={course.viewer?.favorited ?? false}
              />
            </div>
            <section className="video-intro" aria-label="课程介绍">
              <div className="article__body" dangerouslySetInnerHTML={{ __html: course.intro }} />
            </section>
          </article>
        </div>
        <aside className="with-sidebar__side">
          <section className="side-box video-lecturer">
            <h2 className="side-box__title">讲师</h2>
            <div className="video-lecturer__row">
              <span className="video-lecturer__avatar" aria-hidden="true">
                {course.lecturer.slice(0, 1)}
              </span>
              <div>
                <p className="video-lecturer__name">{course.lecturer}</p>
                <p className="video-lecturer__title">{course.lecturerTitle}</p>
              </div>
            </div>
          </section>
          {recommended.length > 0 && (
            <section className="side-box">
              <h2 className="side-box__title">推荐课程</h2>
              <ul className="video-mini-list">
                {recommended.map((r) => (
                  <li key={r.id}>
                    <Link to={courseHref(r.id)} className="video-mini">
                      <span className="video-mini__cover">
                        <img src={r.coverUrl} alt="" loading="lazy" width={640} height={360} />
                        <span className="video-mini__time">{formatDuration(r.durationSeconds)}</span>
                      </span>
                      <span className="video-mini__text">
                        <span className="video-mini__title">{r.title}</span>
                        <span className="video-mini__meta">
                          {r.lecturer} · {formatCount(r.playCount)} 次播放
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </div>
  );
}
