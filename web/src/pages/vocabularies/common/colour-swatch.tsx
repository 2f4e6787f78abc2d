import { useEffect, useRef } from 'react';
import { DEFAULT_COLOUR, SWATCH_FALLBACK_COLOURS } from '../../../../../shared/constants';
import { Ltr } from '../../../i18n/ltr';
import { useT } from '../../../i18n/use-t';

type Props = {
  colour: string | null | undefined;
  /** The list's column title and the row's value, translated by the caller, for the picker's name. */
  list: string;
  name: string;
  canEdit: boolean;
  onChange: (colour: string) => void;
};

/** Hex colours are kept upper-case, as the spec writes them (#9B9B9B); the picker answers lower-case. */
export function normaliseColour(colour: string): string {
  return colour.toUpperCase();
}

/**
 * A row's colour (spec 1 sections 2 and 3): a swatch over the browser's colour picker, with its
 * hex code beside it, so the colour is never the only way to tell rows apart (and a screen reader
 * hears the code in the picker's name). The native `change` event fires once, when the picker
 * closes, which is the moment the spec saves; React's onChange would fire on every move instead.
 */
export function ColourSwatch({ colour, list, name, canEdit, onChange }: Props) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const closed = () => {
      const picked = normaliseColour(element.value);
      if (picked !== normaliseColour(colour ?? '')) onChange(picked);
    };
    element.addEventListener('change', closed);
    return () => element.removeEventListener('change', closed);
  }, [colour, onChange]);

  const code = colour ? normaliseColour(colour) : undefined;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        data-testid="colour-swatch"
        data-colour={colour ?? ''}
        style={{
          position: 'relative',
          display: 'inline-block',
          flex: 'none',
          width: 24,
          height: 24,
          borderRadius: 4,
          background: colour || SWATCH_FALLBACK_COLOURS[0],
          // The text colour of the mode (light or dark), so the edge shows on either background.
          border: '1px solid currentColor',
          cursor: canEdit ? 'pointer' : 'default',
        }}
      >
        <input
          ref={input}
          type="color"
          aria-label={t('vocab.colour.label', { list, name, colour: code ?? t('vocab.colour.none') })}
          data-testid="colour-input"
          disabled={!canEdit}
          // Uncontrolled: the picker owns its value while open; a saved colour re-keys it from the row.
          key={colour ?? ''}
          defaultValue={(colour || DEFAULT_COLOUR).toLowerCase()}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'inherit', border: 0, padding: 0 }}
        />
      </span>
      <span data-testid="colour-code" aria-hidden="true">
        <Ltr>{code ?? t('common.missingValue')}</Ltr>
      </span>
    </span>
  );
}
