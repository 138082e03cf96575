/** One page of a fake list answer, as the API pages it (Laravel's `data` + `meta`): everything on page 1. */
export const page = <T>(data: T[], perPage = 25) => ({
  data,
  meta: { current_page: 1, per_page: perPage, total: data.length, last_page: 1 },
});

/** The page a request asks for (`page`, `per_page`), cut from all the rows, `total` their whole count. */
export function pageOf<T>(rows: T[], search: URLSearchParams) {
  const per = Number(search.get('per_page') ?? 25);
  const current = Number(search.get('page') ?? 1);
  return {
    data: rows.slice((current - 1) * per, current * per),
    meta: {
      current_page: current,
      per_page: per,
      total: rows.length,
      last_page: Math.max(1, Math.ceil(rows.length / per)),
    },
  };
}
