import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { datePartOrder, datePartsOf, dateValueOf, monthNames } from '../../lib/date-parts.js';
import type { DatePart, DateParts } from '../../lib/date-parts.js';
import { FieldNote, fieldNoteId } from './field-note.js';
import './date-of-birth-field.scss';

type DateOfBirthFieldProps = {
  name: string;
  label: string;
  hint?: string;
  /** YYYY-MM-DD, or the parts typed so far ("1990--12"). */
  value: string;
  onChange: (value: string) => void;
  /** Already translated; marks the parts invalid when present. */
  error?: ReactNode;
};

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'));

/**
 * A date of birth in the page's language, not the browser's: day, month by its name and year, placed as the language
 * writes a date. What was typed is kept part by part; the domain's rule checks the whole date.
 */
export const DateOfBirthField = ({ name, label, hint, value, onChange, error }: DateOfBirthFieldProps) => {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  const order = useMemo(() => datePartOrder(language), [language]);
  const months = useMemo(() => monthNames(language), [language]);
  const parts = datePartsOf(value);
  const id = `field-${name}`;
  const describedBy = fieldNoteId(id, error, hint);
  const change = (part: DatePart, typed: string) => onChange(dateValueOf({ ...parts, [part]: typed } as DateParts));
  const invalid = error ? ' is-invalid' : '';
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy };

  const controls: Record<DatePart, ReactNode> = {
    day: (
      <select id={`${id}-day`} autoComplete="bday-day" value={parts.day} onChange={(event) => change('day', event.target.value)} className={`form-select${invalid}`} {...described}>
        <option value="" />
        {DAYS.map((day) => (
          <option key={day} value={day}>
            {Number(day)}
          </option>
        ))}
      </select>
    ),
    month: (
      <select id={`${id}-month`} autoComplete="bday-month" value={parts.month} onChange={(event) => change('month', event.target.value)} className={`form-select${invalid}`} {...described}>
        <option value="" />
        {months.map((month, index) => (
          <option key={month} value={String(index + 1).padStart(2, '0')}>
            {month}
          </option>
        ))}
      </select>
    ),
    year: (
      <input
        id={`${id}-year`}
        type="text"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        value={parts.year}
        onChange={(event) => change('year', event.target.value.replace(/\D/g, ''))}
        className={`form-control${invalid}`}
        {...described}
      />
    ),
  };

  return (
    <fieldset className="mb-3 date-of-birth-field">
      <legend className="form-label fw-semibold fs-6">{label}</legend>
      <div className="date-of-birth-field__parts">
        {order.map((part) => (
          <div key={part} className={`date-of-birth-field__part date-of-birth-field__part--${part}`}>
            <label htmlFor={`${id}-${part}`} className="form-label small mb-1">
              {t(`dateParts.${part}`)}
            </label>
            {controls[part]}
          </div>
        ))}
      </div>
      <FieldNote id={id} error={error} hint={hint} standalone />
    </fieldset>
  );
};
