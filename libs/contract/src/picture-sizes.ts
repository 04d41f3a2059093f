/** A picture's size in pixels, as browsers show it, and its description in the media library when it has one. */
export interface PictureSize {
  width: number;
  height: number;
  alt?: string;
}

/** Most pictures `get_image_sizes` measures in one call: a page of them, well beyond any real page. */
export const IMAGE_SIZES_MAX_SRCS = 5_000;

/** `get_image_sizes`' answer: the size (and library description) of each uploaded picture asked for, by its `src`; others are left out. */
export type PictureSizes = Record<string, PictureSize>;
