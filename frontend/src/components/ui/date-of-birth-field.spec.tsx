import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderScreen } from '../../testing/render-screen.js';
import { DateOfBirthField } from './date-of-birth-field.js';

const Field = ({ initial = '', error }: { initial?: string; error?: string }) => {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthField name="date_of_birth" label="Data urodzenia" value={value} onChange={setValue} error={error} />
      <output>{value}</output>
    </>
  );
};

describe(DateOfBirthField.name, () => {
  describe('in Polish', () => {
    it('asks day, month and year in that order, the months by their Polish names', async () => {
      await renderScreen(<Field />, {}, { language: 'pl' });
      const group = screen.getByRole('group', { name: 'Data urodzenia' });
      const labels = [...group.querySelectorAll('label')].map((label) => label.textContent);
      expect(labels).toEqual(['Dzień', 'Miesiąc', 'Rok']);
      expect(screen.getByRole('option', { name: 'wrzesień' })).toBeInTheDocument();
    });

    it('gives the API date once every part is there, and keeps the parts typed so far', async () => {
      await renderScreen(<Field />, {}, { language: 'pl' });
      await userEvent.selectOptions(screen.getByLabelText('Miesiąc'), 'wrzesień');
      await userEvent.type(screen.getByLabelText('Rok'), '19x85');
      expect(screen.getByRole('status')).toHaveTextContent('1985-09-');
      await userEvent.selectOptions(screen.getByLabelText('Dzień'), '3');
      expect(screen.getByRole('status')).toHaveTextContent('1985-09-03');
    });
  });

  it('shows a date kept from before, month first in English (as Intl writes en)', async () => {
    await renderScreen(<Field initial="1990-04-12" />, {}, { language: 'en' });
    expect([...screen.getByRole('group').querySelectorAll('label')].map((label) => label.textContent)).toEqual(['Month', 'Day', 'Year']);
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('April');
    expect(screen.getByLabelText('Day')).toHaveDisplayValue('12');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');
  });

  it('ties the error to every part', async () => {
    await renderScreen(<Field initial="1990--" error="Ongeldige geboortedatum." />, {}, { language: 'nl' });
    for (const part of ['Dag', 'Maand', 'Jaar']) {
      expect(screen.getByLabelText(part)).toBeInvalid();
      expect(screen.getByLabelText(part)).toHaveAccessibleDescription('Ongeldige geboortedatum.');
    }
  });
});
