import { Link } from '../app-link';
import type { CourseListItem } from '../../../common/learning/schemas';
import { formatCount, formatDate } from '../../lib/format';
import { courseHref, formatDuration } from './video-query';

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path fill="currentColor" d="M8 5.5v13l10.5-6.5z" />
    </svg>
  );
}

export function StarIcon({ filled = true }: { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path
        fill="currentColor"
        d={
          filled
            ? 'M12 17.3 18.2 21l-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3 7.4 14l-1.6 7z'
            : 'm22 9.2-7.2-.6L12 2 9.2 8.6 2 9.2 7.5 14l-1.7 7L12 17.3l6.2 3.7-1.7-7L22 9.2zM12 15.4l-3.8 2.3 1-4.3-3.3-2.9 4.4-.4L12 6.1l1.7 4 4.4.4-3.3 2.9 1 4.3-3.8-2.3z'
        }
      />
    </svg>
  );
}

/** A course in a grid: cover with duration, title, lecturer, plays and stars. */
export function CourseCard({ course }: { course: CourseListItem }) {
  return (
    <li className="video-card">
      <Link to={courseHref(course.id)} className="video-card__link">
        <div className="video-card__cover">
          <img src={course.coverUrl} alt="" loading="lazy" width={640} height={360} />
          {course.isRecommended && <span className="video-card__badge">推荐</span>}
          <span className="video-card__duration">{formatDuration(course.durationSeconds)}</span>
          <span className="video-card__play" aria-hidden="true">
            <PlayIcon />
          </span>
        </div>
        <div className="video-card__body">
          <h3 className="video-card__title">{course.title}</h3>
          <p className="video-card__lecturer">
            <span className="video-card__name">{course.lecturer}</span>
            <span className="video-card__role">{course.lecturerTitle}</span>
          </p>
          <p className="video-card__meta">
            <span className="video-card__plays" title="播放">
              <PlayIcon />
              {formatCount(course.playCount)}
            </span>
            <span className="video-card__stars" title="点赞">
              <StarIcon />
              {formatCount(course.starCount)}
            </span>
            <span className="video-card__chapters">{course.chapterCount} 讲</span>
            <time className="video-card__date" dateTime={course.publishDate}>
              {formatDate(course.publishDate)}
            </time>
          </p>
        </div>
      </Link>
    </li>
  );
}
