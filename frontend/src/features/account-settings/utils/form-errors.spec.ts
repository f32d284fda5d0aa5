import { formErrorsOf, hasFormErrors } from './form-errors.js';

type Field = 'email' | 'password';
const fields: readonly Field[] = ['email', 'password'];
const fieldOfCode = { 'PASSWORD.OLD_INCORRECT': 'password', 'EMAIL_CHANGE.TAKEN': 'email' } as const;

describe(formErrorsOf.name, () => {
  describe('when nothing failed', () => {
    it('has no errors', () => expect(hasFormErrors(formErrorsOf(undefined, fieldOfCode, fields))).toBe(false));
  });

  describe('when the API names fields of the form', () => {
    it('puts each code under its field', () =>
      expect(
        formErrorsOf(
          { code: 'VALIDATION.INVALID_BODY', fields: { password: 'PASSWORD.TOO_COMMON' } },
          fieldOfCode,
          fields,
        ),
      ).toEqual({ fields: { password: 'PASSWORD.TOO_COMMON' } }));
  });

  describe('when the API names no field of the form', () => {
    it('places a known code under the field it is about', () =>
      expect(formErrorsOf({ code: 'PASSWORD.OLD_INCORRECT' }, fieldOfCode, fields)).toEqual({
        fields: { password: 'PASSWORD.OLD_INCORRECT' },
      }));

    it('gives any other code to the whole form', () =>
      expect(formErrorsOf({ code: 'GENERIC.ERROR', fields: { other: 'X' } }, fieldOfCode, fields)).toEqual({
        fields: {},
        form: 'GENERIC.ERROR',
      }));
  });
});
