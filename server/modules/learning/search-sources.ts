import type { SearchSource } from '../search/repo';
import { htmlToText } from '../../platform/sanitize';
import type { VideoChapter } from '../../db/schema';

/** Where a course's page is: the spec has one route, /video, with the course in the query. */
export const courseHref = (id: number) => `/video?id=${id}`;

/** A course as a search document: the lecturer and the chapter titles are searchable with the summary and intro. */
export function courseSource(c: {
  id: number;
  title: string;
  summary: string;
  lecturer: string;
  lecturerTitle?: string;
  intro: string;
  chapters: VideoChapter[];
  publishDate: Date;
}): SearchSource {
  return {
    kind: 'VIDEO',
    refId: c.id,
    title: c.title,
    text: [c.summary, `主讲：${c.lecturer}`, c.lecturerTitle ?? '', c.chapters.map((ch) => ch.title).join(' '), htmlToText(c.intro)].filter(Boolean).join(' '),
    url: courseHref(c.id),
    publishedAt: c.publishDate,
  };
}
