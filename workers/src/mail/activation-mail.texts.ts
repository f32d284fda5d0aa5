import type { Language } from '@dating/domain';
import type { PluralForms } from './plural.js';

/** Plain text only: the template escapes everything for HTML. Dutch is the source. */
export interface ActivationMailTexts {
  readonly subject: string;
  readonly greeting: (name: string) => string;
  readonly intro: string;
  readonly button: string;
  readonly buttonFallback: string;
  /** `{count}` is the number of hours the link stays valid. */
  readonly validity: PluralForms;
  readonly notYou: string;
}

export const ACTIVATION_MAIL_TEXTS: Readonly<Record<Language, ActivationMailTexts>> = {
  nl: {
    subject: 'Activeer je account',
    greeting: (name) => `Hoi ${name},`,
    intro: 'Bedankt voor je aanmelding! Klik op de knop hieronder om je e-mailadres te bevestigen en je account te activeren.',
    button: 'Account activeren',
    buttonFallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    validity: { one: 'Deze link is {count} uur geldig.', other: 'Deze link is {count} uur geldig.' },
    notYou: 'Heb je je niet aangemeld? Dan kun je deze e-mail gewoon negeren.',
  },
  en: {
    subject: 'Activate your account',
    greeting: (name) => `Hi ${name},`,
    intro: 'Thanks for signing up! Click the button below to confirm your email address and activate your account.',
    button: 'Activate account',
    buttonFallback: 'Button not working? Copy this link into your browser:',
    validity: { one: 'This link is valid for {count} hour.', other: 'This link is valid for {count} hours.' },
    notYou: "Didn't sign up? Then you can simply ignore this email.",
  },
  de: {
    subject: 'Aktiviere dein Konto',
    greeting: (name) => `Hallo ${name},`,
    intro: 'Danke für deine Anmeldung! Klicke auf den Button unten, um deine E-Mail-Adresse zu bestätigen und dein Konto zu aktivieren.',
    button: 'Konto aktivieren',
    buttonFallback: 'Der Button funktioniert nicht? Kopiere diesen Link in deinen Browser:',
    validity: { one: 'Dieser Link ist {count} Stunde gültig.', other: 'Dieser Link ist {count} Stunden gültig.' },
    notYou: 'Du hast dich nicht angemeldet? Dann kannst du diese E-Mail einfach ignorieren.',
  },
  da: {
    subject: 'Aktivér din konto',
    greeting: (name) => `Hej ${name},`,
    intro: 'Tak for din tilmelding! Klik på knappen herunder for at bekræfte din e-mailadresse og aktivere din konto.',
    button: 'Aktivér konto',
    buttonFallback: 'Virker knappen ikke? Kopiér dette link ind i din browser:',
    validity: { one: 'Linket er gyldigt i {count} time.', other: 'Linket er gyldigt i {count} timer.' },
    notYou: 'Har du ikke tilmeldt dig? Så kan du bare se bort fra denne e-mail.',
  },
  sv: {
    subject: 'Aktivera ditt konto',
    greeting: (name) => `Hej ${name},`,
    intro: 'Tack för din registrering! Klicka på knappen nedan för att bekräfta din e-postadress och aktivera ditt konto.',
    button: 'Aktivera konto',
    buttonFallback: 'Fungerar inte knappen? Kopiera den här länken till din webbläsare:',
    validity: { one: 'Länken är giltig i {count} timme.', other: 'Länken är giltig i {count} timmar.' },
    notYou: 'Har du inte registrerat dig? Då kan du helt enkelt ignorera det här mejlet.',
  },
  nb: {
    subject: 'Aktiver kontoen din',
    greeting: (name) => `Hei ${name},`,
    intro: 'Takk for at du registrerte deg! Klikk på knappen nedenfor for å bekrefte e-postadressen din og aktivere kontoen.',
    button: 'Aktiver konto',
    buttonFallback: 'Fungerer ikke knappen? Kopier denne lenken inn i nettleseren din:',
    validity: { one: 'Lenken er gyldig i {count} time.', other: 'Lenken er gyldig i {count} timer.' },
    notYou: 'Har du ikke registrert deg? Da kan du trygt se bort fra denne e-posten.',
  },
  fi: {
    subject: 'Aktivoi tilisi',
    greeting: (name) => `Hei ${name},`,
    intro: 'Kiitos rekisteröitymisestäsi! Vahvista sähköpostiosoitteesi ja aktivoi tilisi napsauttamalla alla olevaa painiketta.',
    button: 'Aktivoi tili',
    buttonFallback: 'Eikö painike toimi? Kopioi tämä linkki selaimeesi:',
    validity: { one: 'Linkki on voimassa {count} tunnin.', other: 'Linkki on voimassa {count} tuntia.' },
    notYou: 'Etkö rekisteröitynyt? Voit jättää tämän viestin huomiotta.',
  },
  fr: {
    subject: 'Activez votre compte',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre inscription\u00a0! Cliquez sur le bouton ci-dessous pour confirmer votre adresse e-mail et activer votre compte.',
    button: 'Activer mon compte',
    buttonFallback: 'Le bouton ne fonctionne pas\u00a0? Copiez ce lien dans votre navigateur\u00a0:',
    validity: { one: 'Ce lien est valable {count}\u00a0heure.', other: 'Ce lien est valable {count}\u00a0heures.' },
    notYou: "Si vous n'êtes pas à l'origine de cette inscription, vous pouvez simplement ignorer cet e-mail.",
  },
  es: {
    subject: 'Activa tu cuenta',
    greeting: (name) => `¡Hola, ${name}!`,
    intro: 'Gracias por registrarte. Haz clic en el botón de abajo para confirmar tu dirección de correo electrónico y activar tu cuenta.',
    button: 'Activar cuenta',
    buttonFallback: '¿El botón no funciona? Copia este enlace en tu navegador:',
    validity: { one: 'Este enlace es válido durante {count} hora.', other: 'Este enlace es válido durante {count} horas.' },
    notYou: '¿No te has registrado? Entonces puedes ignorar este correo sin más.',
  },
  it: {
    subject: 'Attiva il tuo account',
    greeting: (name) => `Ciao ${name},`,
    intro: 'Grazie per la tua registrazione! Clicca sul pulsante qui sotto per confermare il tuo indirizzo e-mail e attivare il tuo account.',
    button: 'Attiva account',
    buttonFallback: 'Il pulsante non funziona? Copia questo link nel tuo browser:',
    validity: { one: 'Questo link è valido per {count} ora.', other: 'Questo link è valido per {count} ore.' },
    notYou: 'Non hai richiesto tu questa registrazione? Puoi semplicemente ignorare questa e-mail.',
  },
  pl: {
    subject: 'Aktywuj swoje konto',
    greeting: (name) => `Cześć ${name}!`,
    intro: 'Dziękujemy za rejestrację! Kliknij przycisk poniżej, aby potwierdzić swój adres e-mail i aktywować konto.',
    button: 'Aktywuj konto',
    buttonFallback: 'Przycisk nie działa? Skopiuj ten link do przeglądarki:',
    validity: {
      one: 'Link jest ważny przez {count} godzinę.',
      few: 'Link jest ważny przez {count} godziny.',
      many: 'Link jest ważny przez {count} godzin.',
      other: 'Link jest ważny przez {count} godziny.',
    },
    notYou: 'Jeśli rejestracja nie pochodzi od Ciebie, po prostu zignoruj tę wiadomość.',
  },
};
