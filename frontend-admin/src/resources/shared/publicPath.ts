/** Where a news item or a case lives on the public site (product spec: /detail/{id}). */
export const publicDetailPath = (id: string | number) => `/detail/${id}`;
