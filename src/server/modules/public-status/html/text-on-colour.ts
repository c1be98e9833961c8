/**
 * The text colour for a page's own accent (its theme's primary colour, #rrggbb): white or the DESIGN §6 slate,
 * whichever contrasts more (WCAG 2 relative luminance), so the Subscribe button stays readable whatever the owner
 * picked.
 */
const WHITE = '#ffffff';
const SLATE = '#0f172a';

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

export function textOnColour(hex: string): string {
  const background = luminance(hex);
  return contrast(background, luminance(WHITE)) >= contrast(background, luminance(SLATE)) ? WHITE : SLATE;
}
