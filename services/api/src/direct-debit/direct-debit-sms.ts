import type { Language } from '@dating/domain';

/** The SMS with the code, in the member's language: short, the code first, who sends it. */
const TEMPLATES: Record<Language, (code: string, site: string) => string> = {
  da: (code, site) => `${code} er din kode til direkte debitering hos ${site}.`,
  de: (code, site) => `${code} ist dein Code für die Lastschrift bei ${site}.`,
  en: (code, site) => `${code} is your direct debit code for ${site}.`,
  es: (code, site) => `${code} es tu código de domiciliación en ${site}.`,
  fi: (code, site) => `${code} on suoraveloituskoodisi palvelussa ${site}.`,
  fr: (code, site) => `${code} est ton code de prélèvement sur ${site}.`,
  it: (code, site) => `${code} è il tuo codice per l’addebito diretto su ${site}.`,
  nb: (code, site) => `${code} er koden din for direktedebitering hos ${site}.`,
  nl: (code, site) => `${code} is je code voor automatische incasso bij ${site}.`,
  pl: (code, site) => `${code} to Twój kod polecenia zapłaty w ${site}.`,
  sv: (code, site) => `${code} är din kod för autogiro hos ${site}.`,
};

export const directDebitCodeSms = (language: Language, code: string, site: string): string => TEMPLATES[language](code, site);
