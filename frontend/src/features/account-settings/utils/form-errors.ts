import type { ApiError } from '../../../lib/api-error.js';

/** Error codes of one form: each under the field it is about, or for the form as a whole. */
export type FormErrors<Field extends string> = { fields: Partial<Record<Field, string>>; form?: string };

export const NO_FORM_ERRORS: FormErrors<never> = { fields: {} };

/**
 * Places an API refusal in a form: the API's own `fields` where it names a field of the form,
 * otherwise the field the code is known to be about; anything else belongs to the whole form.
 */
export const formErrorsOf = <Field extends string>(
  error: ApiError | undefined,
  fieldOfCode: Readonly<Record<string, Field>>,
  formFields: readonly Field[],
): FormErrors<Field> => {
  if (!error) return { fields: {} };
  const named = Object.entries(error.fields ?? {}).filter((entry): entry is [Field, string] =>
    (formFields as readonly string[]).includes(entry[0]),
  );
  if (named.length > 0) return { fields: Object.fromEntries(named) as Partial<Record<Field, string>> };
  const field = fieldOfCode[error.code];
  return field ? { fields: { [field]: error.code } as Partial<Record<Field, string>> } : { fields: {}, form: error.code };
};

export const hasFormErrors = (errors: FormErrors<string>): boolean =>
  errors.form !== undefined || Object.keys(errors.fields).length > 0;
