import type { ReactNode } from 'react';

/** The id a field's note has, for the field's aria-describedby: its error when it has one, else its hint. */
export const fieldNoteId = (id: string, error: ReactNode, hint: string | undefined): string | undefined =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;

/**
 * Under a field: what is wrong with it, else how to fill it in. `standalone`: shown without an invalid control just
 * before it (Bootstrap shows .invalid-feedback only after one), as under a group of controls.
 */
export const FieldNote = ({ id, error, hint, standalone = false }: { id: string; error?: ReactNode; hint?: string; standalone?: boolean }) =>
  error ? (
    <div id={`${id}-error`} className={standalone ? 'invalid-feedback d-block' : 'invalid-feedback'}>
      {error}
    </div>
  ) : (
    hint && (
      <div id={`${id}-hint`} className="form-text">
        {hint}
      </div>
    )
  );
