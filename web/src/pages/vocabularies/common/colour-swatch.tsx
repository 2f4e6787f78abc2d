import { useEffect, useRef } from 'react';
import { DEFAULT_COLOUR, SWATCH_FALLBACK_COLOURS } from '../../../../../shared/constants';

type Props = {
  colour: string | null | undefined;
  label: string;
  canEdit: boolean;
  onChange: (colour: string) => void;
};

/** Hex colours are kept upper-case, as the spec writes them (#9B9B9B); the picker answers lower-case. */
export function normaliseColour(colour: string): string {
  return colour.toUpperCase();
}

/**
 * A row's colour (spec 1 sections 2 and 3): a swatch over the browser's colour picker. The
 * native `change` event fires once, when the picker closes, which is the moment the spec saves;
 * React's onChange would fire on every move of the picker instead.
 */
export function ColourSwatch({ colour, label, canEdit, onChange }: Props) {
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

  return (
    <span
      data-testid="colour-swatch"
      data-colour={colour ?? ''}
      style={{
        position: 'relative',
        display: 'inline-block',
        width: 24,
        height: 24,
        borderRadius: 4,
        background: colour || SWATCH_FALLBACK_COLOURS[0],
        border: `1px solid ${SWATCH_FALLBACK_COLOURS[1]}`,
        cursor: canEdit ? 'pointer' : 'default',
      }}
    >
      <input
        ref={input}
        type="color"
        aria-label={label}
        data-testid="colour-input"
        disabled={!canEdit}
        // Uncontrolled: the picker owns its value while open; a saved colour re-keys it from the row.
        key={colour ?? ''}
        defaultValue={(colour || DEFAULT_COLOUR).toLowerCase()}
        style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0, cursor: 'inherit', border: 0, padding: 0 }}
      />
    </span>
  );
}
