import { useId } from 'react';

type ChoiceGroupProps = {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string;
};

/** One choice out of a few, as toggle buttons that are easy to hit on a phone (radio buttons underneath). */
export const ChoiceGroup = ({ legend, name, options, value, onChange, error }: ChoiceGroupProps) => {
  const id = useId();
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fw-semibold fs-6 mb-2">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {options.map((option) => (
          <div key={option.value}>
            <input
              type="radio"
              className="btn-check"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <label className={`btn ${error ? 'btn-outline-danger' : 'btn-outline-primary'} px-3`} htmlFor={`${id}-${option.value}`}>
              {option.label}
            </label>
          </div>
        ))}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
};
