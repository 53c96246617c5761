import type { NewsItem, NewsPage } from '@coaching/contracts';
import useSWR from 'swr';
import { http } from '../../../lib/http';
import { newsApi } from './endpoints';

/** GET /api/informations: one page of the news this member may read, newest first, with the page meta. */
export function useNewsPage(page: number, perPage?: number) {
  const key = newsApi.list(page, perPage);
  return useSWR<NewsPage, unknown>(key, () => http.get<NewsPage>(key));
}

/** GET /api/informations/{id}: a 404 means it is not (or not yet) published for this member (spec §8). */
export function useNewsItem(id: string | undefined) {
  return useSWR<NewsItem, unknown>(id ? newsApi.item(id) : null);
}
