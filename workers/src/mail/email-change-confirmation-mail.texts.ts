import type { Language } from '@dating/domain';
import type { PluralForms } from './plural.js';

/** To the new address: confirm it belongs to the member. Plain text only: the template escapes it. Dutch is the source. */
export interface EmailChangeConfirmationMailTexts {
  readonly subject: string;
  readonly intro: string;
  readonly button: string;
  /** `{count}` is the number of hours the link stays valid. */
  readonly validity: PluralForms;
  readonly notYou: string;
}

export const EMAIL_CHANGE_CONFIRMATION_MAIL_TEXTS: Readonly<Record<Language, EmailChangeConfirmationMailTexts>> = {
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: 'Je hebt gevraagd om het e-mailadres van je account te wijzigen in dit adres. Klik op de knop hieronder om dat te bevestigen.',
    button: 'E-mailadres bevestigen',
    validity: { one: 'Deze link is {count} uur geldig.', other: 'Deze link is {count} uur geldig.' },
    notYou: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan: er verandert niets.',
  },
  en: {
    subject: 'Confirm your new email address',
    intro: 'You asked to change the email address of your account to this address. Click the button below to confirm it.',
    button: 'Confirm email address',
    validity: { one: 'This link is valid for {count} hour.', other: 'This link is valid for {count} hours.' },
    notYou: "Didn't ask for this? Then ignore this email: nothing will change.",
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse',
    intro: 'Du hast angefordert, die E-Mail-Adresse deines Kontos in diese Adresse zu ändern. Klicke auf den Button unten, um das zu bestätigen.',
    button: 'E-Mail-Adresse bestätigen',
    validity: { one: 'Dieser Link ist {count} Stunde gültig.', other: 'Dieser Link ist {count} Stunden gültig.' },
    notYou: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach: Es ändert sich nichts.',
  },
  da: {
    subject: 'Bekræft din nye e-mailadresse',
    intro: 'Du har bedt om at ændre din kontos e-mailadresse til denne adresse. Klik på knappen herunder for at bekræfte det.',
    button: 'Bekræft e-mailadresse',
    validity: { one: 'Linket er gyldigt i {count} time.', other: 'Linket er gyldigt i {count} timer.' },
    notYou: 'Har du ikke bedt om det? Så se bort fra denne e-mail: intet bliver ændret.',
  },
  sv: {
    subject: 'Bekräfta din nya e-postadress',
    intro: 'Du har bett om att ändra ditt kontos e-postadress till den här adressen. Klicka på knappen nedan för att bekräfta det.',
    button: 'Bekräfta e-postadress',
    validity: { one: 'Länken är giltig i {count} timme.', other: 'Länken är giltig i {count} timmar.' },
    notYou: 'Har du inte bett om det här? Ignorera då mejlet: ingenting ändras.',
  },
  nb: {
    subject: 'Bekreft den nye e-postadressen din',
    intro: 'Du har bedt om å endre e-postadressen til kontoen din til denne adressen. Klikk på knappen nedenfor for å bekrefte det.',
    button: 'Bekreft e-postadresse',
    validity: { one: 'Lenken er gyldig i {count} time.', other: 'Lenken er gyldig i {count} timer.' },
    notYou: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten: ingenting endres.',
  },
  fi: {
    subject: 'Vahvista uusi sähköpostiosoitteesi',
    intro: 'Pyysit tilisi sähköpostiosoitteen vaihtamista tähän osoitteeseen. Vahvista vaihto napsauttamalla alla olevaa painiketta.',
    button: 'Vahvista sähköpostiosoite',
    validity: { one: 'Linkki on voimassa {count} tunnin.', other: 'Linkki on voimassa {count} tuntia.' },
    notYou: 'Etkö pyytänyt tätä? Jätä tämä viesti huomiotta: mikään ei muutu.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro: "Vous avez demandé à remplacer l'adresse e-mail de votre compte par celle-ci. Cliquez sur le bouton ci-dessous pour le confirmer.",
    button: "Confirmer l'adresse e-mail",
    validity: { one: 'Ce lien est valable {count}\u00a0heure.', other: 'Ce lien est valable {count}\u00a0heures.' },
    notYou: "Vous n'avez rien demandé\u00a0? Ignorez simplement cet e-mail\u00a0: rien ne changera.",
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo',
    intro: 'Has pedido cambiar la dirección de correo electrónico de tu cuenta por esta. Haz clic en el botón de abajo para confirmarlo.',
    button: 'Confirmar dirección de correo',
    validity: { one: 'Este enlace es válido durante {count} hora.', other: 'Este enlace es válido durante {count} horas.' },
    notYou: '¿No lo has pedido tú? Entonces ignora este correo: no cambiará nada.',
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    intro: 'Hai chiesto di cambiare l’indirizzo e-mail del tuo account con questo indirizzo. Clicca sul pulsante qui sotto per confermarlo.',
    button: 'Conferma indirizzo e-mail',
    validity: { one: 'Questo link è valido per {count} ora.', other: 'Questo link è valido per {count} ore.' },
    notYou: 'Non l’hai chiesto tu? Allora ignora questa e-mail: non cambierà nulla.',
  },
  pl: {
    subject: 'Potwierdź swój nowy adres e-mail',
    intro: 'Poprosiłeś o zmianę adresu e-mail swojego konta na ten adres. Kliknij przycisk poniżej, aby to potwierdzić.',
    button: 'Potwierdź adres e-mail',
    validity: {
      one: 'Link jest ważny przez {count} godzinę.',
      few: 'Link jest ważny przez {count} godziny.',
      many: 'Link jest ważny przez {count} godzin.',
      other: 'Link jest ważny przez {count} godziny.',
    },
    notYou: 'Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość: nic się nie zmieni.',
  },
};
