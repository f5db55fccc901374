/** The text of every page of a PDF, read with Mozilla's PDF.js as a PDF reader would (pages joined by newlines). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({ data: new Uint8Array(pdf), disableFontFace: true });
  const document = await task.promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await task.destroy();
  return pages.join('\n');
}

/** A PDF's text or a phrase without what PDF.js and the page differ in: spaces, joiners and direction marks. */
export const letters = (s: string) => s.normalize('NFKC').replace(/[\s\u200c-\u200f\u061c]/g, '');
const sorted = (s: string) => [...s].sort().join('');

/**
 * Whether a PDF's text (through `letters`) holds a phrase. PDF.js gives a right-to-left run glyph by glyph in the
 * order the glyphs are drawn (left to right), and a ligature's letters in their own order: an Arabic phrase is
 * printed when some stretch of the text as long as the phrase holds exactly its letters.
 */
export function printed(text: string, phrase: string): boolean {
  const wanted = letters(phrase);
  if (text.includes(wanted)) return true;
  if (!/[\u0600-\u06ff]/.test(wanted)) return false;
  const key = sorted(wanted);
  for (let i = 0; i + wanted.length <= text.length; i += 1)
    if (sorted(text.slice(i, i + wanted.length)) === key) return true;
  return false;
}
