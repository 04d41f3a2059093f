/** The image groups the public site shows (api-contract.md); admins may type others. */
export const IMAGE_GROUPS = ['banner', 'partner', 'honor', 'service', 'education'];

/** The translation key of a group's name: the known groups have one in every language; others show as typed. */
export const groupLabelKey = (group: string): string =>
  IMAGE_GROUPS.includes(group) ? `app.image_groups.${group}` : group;
