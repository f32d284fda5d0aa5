import { jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../../testing/render-screen.js';
import { LocationFields } from './location-fields.js';

// As the gazetteer names them (GeoNames), which is what members' profiles store and search by.
const REGIONS = { 'GET /api/regions.php': { body: { regions: { PL: ['Łódź Voivodeship', 'Lesser Poland', 'Mazovia'], NL: ['North Holland'] } } } };
const CITIES = { 'GET /api/cities.php': { body: { cities: ['Łódź'] } } };

const regionList = () => screen.getByRole('combobox', { name: 'Region' });

describe(LocationFields.name, () => {
  it('names the regions in the member’s language, in its alphabetical order, and keeps the stored name as the choice', async () => {
    const onChange = jest.fn();
    await renderScreen(<LocationFields location={{ country: 'PL', region: '', city: '' }} countries={['PL', 'NL']} onChange={onChange} />, { ...REGIONS, ...CITIES }, { language: 'pl' });
    await within(regionList()).findByRole('option', { name: 'województwo łódzkie' });
    const names = within(regionList()).getAllByRole('option').slice(1).map((option) => option.textContent);
    expect(names).toEqual(['województwo łódzkie', 'województwo małopolskie', 'województwo mazowieckie']);
    await userEvent.selectOptions(regionList(), 'województwo łódzkie');
    expect(onChange).toHaveBeenCalledWith({ country: 'PL', region: 'Łódź Voivodeship', city: '' });
  });
});
