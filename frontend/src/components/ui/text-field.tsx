import type { InputHTMLAttributes, ReactNode } from 'react';

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
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
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
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      ) : (
        hint && (
          <div id={`${id}-hint`} className="form-text">
            {hint}
          </div>
        )
      )}
    </div>
  );
};
