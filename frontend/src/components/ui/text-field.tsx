import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldNote, fieldNoteId } from './field-note.js';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  name: string;
  label: string;
  /** Already translated; marks the field invalid when present. */
  error?: ReactNode;
  hint?: string;
};

/** A labelled Bootstrap input with its validation message wired to aria-describedby. */
export const TextField = ({ name, label, error, hint, className, ...input }: TextFieldProps) => {
  const id = `field-${name}`;
  const describedBy = fieldNoteId(id, error, hint);
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={id} className="form-label fw-semibold">
        {label}
      </label>
      <input
        {...input}
        id={id}
        name={name}
        className={`form-control form-control-lg${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      <FieldNote id={id} error={error} hint={hint} />
    </div>
  );
};
