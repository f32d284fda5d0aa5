/** Forms of a countable phrase by CLDR plural category; `{count}` is replaced by the number. */
export interface PluralForms {
  readonly one: string;
  readonly other: string;
  readonly few?: string;
  readonly many?: string;
}

export const plural = (language: string, count: number, forms: PluralForms): string => {
  const category = new Intl.PluralRules(language).select(count);
  const form = (category === 'one' || category === 'few' || category === 'many' ? forms[category] : undefined) ?? forms.other;
  return form.replaceAll('{count}', String(count));
};
