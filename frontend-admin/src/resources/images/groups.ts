/** The image groups the public site shows (api-contract.md); admins may type others. */
export const IMAGE_GROUPS = ['banner', 'partner', 'honor', 'service', 'education'];
