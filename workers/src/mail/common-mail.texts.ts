import type { Language } from '@dating/domain';

/** Phrases every account mail shares; plain text, the template escapes it. Dutch is the source. */
export interface CommonMailTexts {
  readonly greeting: (name: string) => string;
  /** For a mail to an address without account: there is no name to use. */
  readonly anonymousGreeting: string;
  readonly buttonFallback: string;
}

export const COMMON_MAIL_TEXTS: Readonly<Record<Language, CommonMailTexts>> = {
  nl: { greeting: (name) => `Hoi ${name},`, anonymousGreeting: 'Hallo,', buttonFallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:' },
  en: { greeting: (name) => `Hi ${name},`, anonymousGreeting: 'Hello,', buttonFallback: 'Button not working? Copy this link into your browser:' },
  de: { greeting: (name) => `Hallo ${name},`, anonymousGreeting: 'Hallo,', buttonFallback: 'Der Button funktioniert nicht? Kopiere diesen Link in deinen Browser:' },
  da: { greeting: (name) => `Hej ${name},`, anonymousGreeting: 'Hej,', buttonFallback: 'Virker knappen ikke? Kopiér dette link ind i din browser:' },
  sv: { greeting: (name) => `Hej ${name},`, anonymousGreeting: 'Hej,', buttonFallback: 'Fungerar inte knappen? Kopiera den här länken till din webbläsare:' },
  nb: { greeting: (name) => `Hei ${name},`, anonymousGreeting: 'Hei,', buttonFallback: 'Fungerer ikke knappen? Kopier denne lenken inn i nettleseren din:' },
  fi: { greeting: (name) => `Hei ${name},`, anonymousGreeting: 'Hei,', buttonFallback: 'Eikö painike toimi? Kopioi tämä linkki selaimeesi:' },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    anonymousGreeting: 'Bonjour,',
    buttonFallback: 'Le bouton ne fonctionne pas\u00a0? Copiez ce lien dans votre navigateur\u00a0:',
  },
  es: { greeting: (name) => `¡Hola, ${name}!`, anonymousGreeting: '¡Hola!', buttonFallback: '¿El botón no funciona? Copia este enlace en tu navegador:' },
  it: { greeting: (name) => `Ciao ${name},`, anonymousGreeting: 'Ciao,', buttonFallback: 'Il pulsante non funziona? Copia questo link nel tuo browser:' },
  pl: { greeting: (name) => `Cześć ${name}!`, anonymousGreeting: 'Dzień dobry!', buttonFallback: 'Przycisk nie działa? Skopiuj ten link do przeglądarki:' },
};
