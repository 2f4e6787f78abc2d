/** A few lines in place of a UI library: the page is small, and its script must stay far under its 100 KB budget. */
type Child = Node | string | null | undefined | false;
type Attributes = Record<string, string | boolean | undefined>;

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Attributes = {}, ...children: (Child | Child[])[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) element.setAttribute(name, '');
    else if (typeof value === 'string') element.setAttribute(name, value);
  }
  // Text goes in as text nodes, never as markup: the museum's texts are shown, not run.
  for (const child of children.flat()) if (child) element.append(child);
  return element;
}

/** Settles once the image has loaded or failed (at once when it has already, or when there is none). */
export function imageShown(image: HTMLImageElement | null | undefined): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}
