import { datePartOrder, datePartsOf, dateValueOf, monthNames } from './date-parts.js';

describe('datePartOrder', () => {
  it.each([
    ['nl', ['day', 'month', 'year']],
    ['pl', ['day', 'month', 'year']],
    ['en-US', ['month', 'day', 'year']],
    ['sv', ['day', 'month', 'year']],
  ])('follows how %s writes a date', (language, order) => expect(datePartOrder(language)).toEqual(order));

  it('puts the year first where the language does', () => expect(datePartOrder('hu')).toEqual(['year', 'month', 'day']));
});

describe('monthNames', () => {
  it('names the months as the language names a month on its own, January first', () => {
    expect(monthNames('pl').slice(0, 2)).toEqual(['styczeń', 'luty']);
    expect(monthNames('sv')[11]).toBe('december');
    expect(monthNames('en')).toHaveLength(12);
  });
});

describe('date parts and the value', () => {
  it('makes a whole date the API format, with two-digit month and day', () =>
    expect(dateValueOf({ year: '1990', month: '4', day: '7' })).toBe('1990-04-07'));

  it('keeps a date typed in part, and reads it back', () => {
    const partial = dateValueOf({ year: '', month: '02', day: '30' });
    expect(partial).toBe('-02-30');
    expect(datePartsOf(partial)).toEqual({ year: '', month: '02', day: '30' });
  });

  it('has no value before anything is typed, and no parts for no value', () => {
    expect(dateValueOf({ year: '', month: '', day: '' })).toBe('');
    expect(datePartsOf('')).toEqual({ year: '', month: '', day: '' });
  });
});
