/** Addresses of the recruiting page: filters and a job in the query, so every view is one link. */
export function recruitHref({ city, category, page, job }: { city?: string; category?: string; page?: number; job?: number }): string {
  const q = new URLSearchParams();
  if (city) q.set('city', city);
  if (category) q.set('category', category);
  if (page && page > 1) q.set('page', String(page));
  if (job) q.set('job', String(job));
  const s = q.toString();
  return s ? `/recruit?${s}` : '/recruit';
}
