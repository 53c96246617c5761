// The member's news calls (content's `/api/informations`), built in one place so pages and SWR keys agree.

export const newsApi = {
  list: (page = 1, perPage?: number) => `/api/informations?page=${page}${perPage ? `&per_page=${perPage}` : ''}`,
  item: (id: string | number) => `/api/informations/${encodeURIComponent(String(id))}`,
} as const;
