/** Where an item lives on the public site: a news item on its detail page, a case in the list of /perform. */
export const newsPagePath = (id: string | number) => `/detail/${id}`;
export const casePagePath = (id: string | number) => `/perform#case-${id}`;

export type SitePath = (id: string | number) => string;
