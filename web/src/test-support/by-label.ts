import { getByLabelText } from '@testing-library/react';

/**
 * The control a label names, the label read as assistive technology reads it: without its
 * aria-hidden parts (a required field's marker). testing-library's `getByLabelText` reads the
 * label's whole text, the marker included.
 */
export function byLabel(text: string, container: HTMLElement = document.body): HTMLElement {
  const read = (node: Node): string => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return node.nodeType === Node.TEXT_NODE ? (node.textContent ?? '') : [...node.childNodes].map(read).join('');
  };
  const labels = [...container.querySelectorAll('label')].filter((label) => read(label).replace(/\s+/gu, ' ').trim() === text);
  const controls = labels.flatMap((label) => (label.control ? [label.control] : []));
  // Labels that are not <label> elements (a toggle's, by aria-labelledby) carry no marker.
  if (!controls.length) return getByLabelText(container as HTMLElement, text);
  if (controls.length !== 1) throw new Error(`Expected one control labelled '${text}', found ${controls.length}.`);
  return controls[0];
}
