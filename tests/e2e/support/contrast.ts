import type { Locator, Page } from 'playwright-core';

// Colour contrast that axe cannot measure: placeholder text (a pseudo-element), the edges of text fields (non-text
// contrast, SC 1.4.11, which axe does not check) and text over a photo (axe reports it as "needs review"). The first
// two compare computed colours, the last the pixels behind the text.

/** WCAG's minimum for body text (SC 1.4.3). */
export const TEXT_CONTRAST = 4.5;

/** WCAG's minimum for the parts that identify a control (SC 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

/**
 * The text fields whose placeholder is under {@link TEXT_CONTRAST} against the field (some fields are labelled by
 * their placeholder alone), and those whose edge (border or fill) is under {@link NON_TEXT_CONTRAST} against what
 * surrounds them, so that nothing shows where to type.
 *
 * @param page - the page, in the colour scheme to check
 * @returns one line per failing field, with its ratio
 */
export async function lowContrastFields(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ text, nonText }) => {
      // Any CSS colour (rgb(), color(srgb …), color-mix results) to sRGB bytes, through a one-pixel canvas.
      const context = new OffscreenCanvas(1, 1).getContext('2d', { willReadFrequently: true })!;
      const rgba = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
      };
      const luminance = ([r, g, b]: number[]) =>
        [r!, g!, b!]
          .map((value) => value / 255)
          .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
          .reduce((sum, c, index) => sum + c * [0.2126, 0.7152, 0.0722][index]!, 0);
      const ratio = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      };
      // A translucent colour over an opaque one.
      const over = ([r, g, b, a]: number[], below: number[], alpha = a! / 255) =>
        [r!, g!, b!].map((value, index) => value * alpha + below[index]! * (1 - alpha));
      const backgroundOf = (element: Element | null): number[] => {
        for (let at = element; at; at = at.parentElement) {
          const color = rgba(getComputedStyle(at).backgroundColor);
          if (color[3] > 0) return color[3] === 255 ? color : over(color, backgroundOf(at.parentElement));
        }
        return [255, 255, 255];
      };
      const low: string[] = [];
      const fields = document.querySelectorAll<HTMLInputElement>(
        'input:not([type=checkbox], [type=radio], [type=hidden], [type=file], [type=range]), textarea, select',
      );
      for (const field of fields) {
        const box = field.getBoundingClientRect();
        if (box.width < 4 || box.height < 4 || field.disabled) continue;
        const name = field.labels?.[0]?.textContent?.trim() || field.getAttribute('aria-label') || field.name;
        const edgeOf = (element: Element) => {
          const style = getComputedStyle(element);
          const around = backgroundOf(element.parentElement);
          const fill = over(rgba(style.backgroundColor), around);
          const border =
            style.borderTopStyle !== 'none' && Number.parseFloat(style.borderTopWidth) > 0
              ? over(rgba(style.borderTopColor), around)
              : around;
          return Math.max(ratio(border, around), ratio(fill, around));
        };
        // A field drawn inside a bordered group (the quantity stepper) has its edge on the group.
        const edge = Math.max(edgeOf(field), field.parentElement ? edgeOf(field.parentElement) : 0);
        if (edge < nonText) low.push(`edge of "${name}" ${edge.toFixed(2)}:1`);
        const fill = over(rgba(getComputedStyle(field).backgroundColor), backgroundOf(field.parentElement));
        if (field.placeholder) {
          const placeholder = getComputedStyle(field, '::placeholder');
          const color = over(
            rgba(placeholder.color),
            fill,
            (rgba(placeholder.color)[3] / 255) * Number(placeholder.opacity || 1),
          );
          const contrast = ratio(color, fill);
          if (contrast < text) low.push(`placeholder "${field.placeholder}" ${contrast.toFixed(2)}:1`);
        }
      }
      return low;
    },
    { text: TEXT_CONTRAST, nonText: NON_TEXT_CONTRAST },
  );
}

/**
 * The lowest contrast of some text against the pixels behind it: the text is made transparent, its box is
 * captured, and the lightest (for light text) or darkest (for dark text) pixel is compared with the text colour.
 *
 * @param text - the text elements (each is measured)
 * @returns each element's ratio, in order
 */
export async function contrastOverImage(text: Locator): Promise<number[]> {
  const ratios: number[] = [];
  const page = text.page();
  for (const element of await text.all()) {
    const { color, opacity } = await element.evaluate((node: HTMLElement) => {
      const style = getComputedStyle(node);
      const seen = { color: style.color, opacity: Number(style.opacity) };
      node.style.setProperty('color', 'transparent', 'important');
      return seen;
    });
    const shot = await element.screenshot({ animations: 'disabled' });
    await element.evaluate((node: HTMLElement) => node.style.removeProperty('color'));
    ratios.push(await page.evaluate(measure, { png: [...shot], color, opacity }));
  }
  return ratios;
}

async function measure({ png, color, opacity }: { png: number[]; color: string; opacity: number }) {
  // Decoded from a Blob: no image request that the page's Content-Security-Policy would refuse.
  const bitmap = await createImageBitmap(new Blob([new Uint8Array(png)], { type: 'image/png' }));
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, 0, 0);
  const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [tr, tg, tb] = context.getImageData(0, 0, 1, 1).data;
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (r: number, g: number, b: number) =>
    0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  let worst = Number.POSITIVE_INFINITY;
  for (let at = 0; at < pixels.length; at += 4) {
    const [r, g, b] = [pixels[at]!, pixels[at + 1]!, pixels[at + 2]!];
    const background = luminance(r, g, b);
    // Translucent text is drawn partly in the colour behind it.
    const textLuminance = luminance(
      tr! * opacity + r * (1 - opacity),
      tg! * opacity + g * (1 - opacity),
      tb! * opacity + b * (1 - opacity),
    );
    const [light, dark] = [textLuminance, background].sort((x, y) => y - x) as [number, number];
    worst = Math.min(worst, (light + 0.05) / (dark + 0.05));
  }
  return worst;
}
