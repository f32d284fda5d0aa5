import { useTranslation } from 'react-i18next';
import { GENDERS, SEXUALITIES } from '@dating/domain';
import type { Gender, Sexuality } from '@dating/domain';
import { DateOfBirthField } from '../../../components/ui/date-of-birth-field.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useErrorText } from '../../../i18n/use-error-text.js';
import type { SignupWizard } from '../hooks/use-signup-wizard.js';
import type { DraftField } from '../utils/signup-steps.js';
import { ChoiceGroup } from './choice-group.js';
import { StepFrame } from './step-frame.js';

/** Step 3: profile name, date of birth (only the age is shown), gender and sexuality (who the matches are). */
export const PersonalStep = ({ wizard }: { wizard: SignupWizard }) => {
  const { t } = useTranslation(['signup', 'fields']);
  const errorText = useErrorText();
  const { draft, change, fieldError } = wizard;
  const errorOf = (field: DraftField) => {
    const code = fieldError(field);
    return code && errorText(code);
  };
  const next = () => wizard.validateStep() && wizard.forward();
  const optionsOf = (field: 'gender' | 'sexuality', values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`fields:values.${field}.${value}`) }));
  return (
    <StepFrame onNext={next} onBack={wizard.back}>
      <TextField
        name="name"
        autoComplete="nickname"
        autoFocus
        label={t('personal.name.label')}
        hint={t('personal.name.hint')}
        value={draft.name}
        onChange={(event) => change('name', event.target.value)}
        error={errorOf('name')}
      />
      <DateOfBirthField
        name="date_of_birth"
        label={t('personal.date_of_birth.label')}
        hint={t('personal.date_of_birth.hint')}
        value={draft.date_of_birth}
        onChange={(value) => change('date_of_birth', value)}
        error={errorOf('date_of_birth')}
      />
      <ChoiceGroup
        legend={t('fields:labels.gender')}
        name="gender"
        options={optionsOf('gender', GENDERS)}
        value={draft.gender}
        onChange={(value) => change('gender', value as Gender)}
        error={errorOf('gender')}
      />
      <ChoiceGroup
        legend={t('fields:labels.sexuality')}
        name="sexuality"
        options={optionsOf('sexuality', SEXUALITIES)}
        value={draft.sexuality}
        onChange={(value) => change('sexuality', value as Sexuality)}
        error={errorOf('sexuality')}
      />
    </StepFrame>
  );
};
