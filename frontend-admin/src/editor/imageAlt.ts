import Quill from 'quill';

/**
 * Gives a picture of the editor its text for those who cannot see it (`alt`; none when empty), as an edit of the
 * user's: undoable, and the form becomes dirty. Quill's image format keeps `alt` through load and save.
 */
export function setImageAlt(quill: Quill, image: HTMLImageElement, alt: string): void {
  const blot = Quill.find(image);
  if (!blot || blot instanceof Quill) return;
  quill.formatText(quill.getIndex(blot), 1, 'alt', alt.trim() || false, Quill.sources.USER);
}
