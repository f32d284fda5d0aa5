import type { Language } from '@dating/domain';
import type { PluralForms } from './plural.js';

/** The reset link for a member's address. Plain text only: the template escapes it. Dutch is the source. */
export interface PasswordResetMailTexts {
  readonly subject: string;
  readonly intro: string;
  readonly button: string;
  /** `{count}` is the number of minutes the link stays valid. */
  readonly validity: PluralForms;
  readonly notYou: string;
}

export const PASSWORD_RESET_MAIL_TEXTS: Readonly<Record<Language, PasswordResetMailTexts>> = {
  nl: {
    subject: 'Stel een nieuw wachtwoord in',
    intro: 'Je hebt gevraagd om je wachtwoord opnieuw in te stellen. Klik op de knop hieronder om een nieuw wachtwoord te kiezen.',
    button: 'Nieuw wachtwoord kiezen',
    validity: { one: 'Deze link is {count} minuut geldig.', other: 'Deze link is {count} minuten geldig.' },
    notYou: 'Heb je dit niet aangevraagd? Negeer deze e-mail dan: je oude wachtwoord blijft gewoon geldig.',
  },
  en: {
    subject: 'Set a new password',
    intro: 'You asked to reset your password. Click the button below to choose a new password.',
    button: 'Choose a new password',
    validity: { one: 'This link is valid for {count} minute.', other: 'This link is valid for {count} minutes.' },
    notYou: "Didn't ask for this? Then ignore this email: your old password stays valid.",
  },
  de: {
    subject: 'Lege ein neues Passwort fest',
    intro: 'Du hast angefordert, dein Passwort zurückzusetzen. Klicke auf den Button unten, um ein neues Passwort zu wählen.',
    button: 'Neues Passwort wählen',
    validity: { one: 'Dieser Link ist {count} Minute gültig.', other: 'Dieser Link ist {count} Minuten gültig.' },
    notYou: 'Du hast das nicht angefordert? Dann ignoriere diese E-Mail einfach: Dein altes Passwort bleibt gültig.',
  },
  da: {
    subject: 'Vælg en ny adgangskode',
    intro: 'Du har bedt om at nulstille din adgangskode. Klik på knappen herunder for at vælge en ny adgangskode.',
    button: 'Vælg ny adgangskode',
    validity: { one: 'Linket er gyldigt i {count} minut.', other: 'Linket er gyldigt i {count} minutter.' },
    notYou: 'Har du ikke bedt om det? Så se bort fra denne e-mail: din gamle adgangskode gælder stadig.',
  },
  sv: {
    subject: 'Välj ett nytt lösenord',
    intro: 'Du har bett om att återställa ditt lösenord. Klicka på knappen nedan för att välja ett nytt lösenord.',
    button: 'Välj nytt lösenord',
    validity: { one: 'Länken är giltig i {count} minut.', other: 'Länken är giltig i {count} minuter.' },
    notYou: 'Har du inte bett om det här? Ignorera då mejlet: ditt gamla lösenord fortsätter att gälla.',
  },
  nb: {
    subject: 'Velg et nytt passord',
    intro: 'Du har bedt om å tilbakestille passordet ditt. Klikk på knappen nedenfor for å velge et nytt passord.',
    button: 'Velg nytt passord',
    validity: { one: 'Lenken er gyldig i {count} minutt.', other: 'Lenken er gyldig i {count} minutter.' },
    notYou: 'Har du ikke bedt om dette? Da kan du se bort fra denne e-posten: det gamle passordet ditt gjelder fortsatt.',
  },
  fi: {
    subject: 'Valitse uusi salasana',
    intro: 'Pyysit salasanasi palauttamista. Valitse uusi salasana napsauttamalla alla olevaa painiketta.',
    button: 'Valitse uusi salasana',
    validity: { one: 'Linkki on voimassa {count} minuutin.', other: 'Linkki on voimassa {count} minuuttia.' },
    notYou: 'Etkö pyytänyt tätä? Jätä tämä viesti huomiotta: vanha salasanasi pysyy voimassa.',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe',
    intro: 'Vous avez demandé la réinitialisation de votre mot de passe. Cliquez sur le bouton ci-dessous pour en choisir un nouveau.',
    button: 'Choisir un nouveau mot de passe',
    validity: { one: 'Ce lien est valable {count}\u00a0minute.', other: 'Ce lien est valable {count}\u00a0minutes.' },
    notYou: "Vous n'avez rien demandé\u00a0? Ignorez simplement cet e-mail\u00a0: votre ancien mot de passe reste valable.",
  },
  es: {
    subject: 'Elige una contraseña nueva',
    intro: 'Has pedido restablecer tu contraseña. Haz clic en el botón de abajo para elegir una contraseña nueva.',
    button: 'Elegir contraseña nueva',
    validity: { one: 'Este enlace es válido durante {count} minuto.', other: 'Este enlace es válido durante {count} minutos.' },
    notYou: '¿No lo has pedido tú? Entonces ignora este correo: tu contraseña anterior sigue siendo válida.',
  },
  it: {
    subject: 'Scegli una nuova password',
    intro: 'Hai chiesto di reimpostare la tua password. Clicca sul pulsante qui sotto per sceglierne una nuova.',
    button: 'Scegli una nuova password',
    validity: { one: 'Questo link è valido per {count} minuto.', other: 'Questo link è valido per {count} minuti.' },
    notYou: 'Non l’hai chiesto tu? Allora ignora questa e-mail: la tua vecchia password resta valida.',
  },
  pl: {
    subject: 'Ustaw nowe hasło',
    intro: 'Poprosiłeś o zresetowanie hasła. Kliknij przycisk poniżej, aby wybrać nowe hasło.',
    button: 'Wybierz nowe hasło',
    validity: {
      one: 'Link jest ważny przez {count} minutę.',
      few: 'Link jest ważny przez {count} minuty.',
      many: 'Link jest ważny przez {count} minut.',
      other: 'Link jest ważny przez {count} minuty.',
    },
    notYou: 'Jeśli to nie Ty prosiłeś o zmianę, zignoruj tę wiadomość: Twoje dotychczasowe hasło pozostaje ważne.',
  },
};
