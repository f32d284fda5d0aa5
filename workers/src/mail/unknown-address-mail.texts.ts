import type { Language } from '@dating/domain';

/**
 * Answer to a password-reset request for an address no account uses (PASSWORD_RESET.EMAIL_NOT_FOUND).
 * Plain text only: the template escapes it. Dutch is the source.
 */
export interface UnknownAddressMailTexts {
  readonly subject: string;
  /** `site` is the host the request was made on, e.g. 'www.example.com'. */
  readonly intro: (site: string) => string;
  readonly ifYou: string;
  readonly button: string;
  readonly notYou: string;
}

export const UNKNOWN_ADDRESS_MAIL_TEXTS: Readonly<Record<Language, UnknownAddressMailTexts>> = {
  nl: {
    subject: 'E-mailadres niet gevonden',
    intro: (site) => `Iemand heeft op ${site} gevraagd om het wachtwoord te herstellen voor dit e-mailadres, maar er is geen account dat dit e-mailadres gebruikt.`,
    ifYou: 'Was jij dat? Misschien heb je je aangemeld met een ander e-mailadres: probeer het dan met dat adres. Of maak een nieuw account aan:',
    button: 'Aanmelden',
    notYou: 'Was jij dat niet? Dan kun je deze e-mail gewoon negeren.',
  },
  en: {
    subject: 'Email address not found',
    intro: (site) => `Someone asked on ${site} to reset the password for this email address, but no account uses this email address.`,
    ifYou: 'Was that you? Maybe you signed up with another email address: then try again with that one. Or create a new account:',
    button: 'Sign up',
    notYou: "Wasn't that you? Then you can simply ignore this email.",
  },
  de: {
    subject: 'E-Mail-Adresse nicht gefunden',
    intro: (site) => `Jemand hat auf ${site} angefordert, das Passwort für diese E-Mail-Adresse zurückzusetzen, aber kein Konto verwendet diese E-Mail-Adresse.`,
    ifYou: 'Warst du das? Vielleicht hast du dich mit einer anderen E-Mail-Adresse angemeldet: Versuche es dann mit dieser Adresse. Oder erstelle ein neues Konto:',
    button: 'Anmelden',
    notYou: 'Warst du das nicht? Dann kannst du diese E-Mail einfach ignorieren.',
  },
  da: {
    subject: 'E-mailadressen blev ikke fundet',
    intro: (site) => `Nogen har på ${site} bedt om at nulstille adgangskoden for denne e-mailadresse, men der er ingen konto, der bruger denne e-mailadresse.`,
    ifYou: 'Var det dig? Måske har du tilmeldt dig med en anden e-mailadresse: prøv så igen med den. Eller opret en ny konto:',
    button: 'Tilmeld dig',
    notYou: 'Var det ikke dig? Så kan du bare se bort fra denne e-mail.',
  },
  sv: {
    subject: 'E-postadressen hittades inte',
    intro: (site) => `Någon har på ${site} bett om att återställa lösenordet för den här e-postadressen, men det finns inget konto som använder den.`,
    ifYou: 'Var det du? Du kanske registrerade dig med en annan e-postadress: försök då igen med den. Eller skapa ett nytt konto:',
    button: 'Registrera dig',
    notYou: 'Var det inte du? Då kan du helt enkelt ignorera det här mejlet.',
  },
  nb: {
    subject: 'Fant ikke e-postadressen',
    intro: (site) => `Noen har på ${site} bedt om å tilbakestille passordet for denne e-postadressen, men ingen konto bruker denne e-postadressen.`,
    ifYou: 'Var det deg? Kanskje du registrerte deg med en annen e-postadresse: prøv igjen med den. Eller opprett en ny konto:',
    button: 'Registrer deg',
    notYou: 'Var det ikke deg? Da kan du trygt se bort fra denne e-posten.',
  },
  fi: {
    subject: 'Sähköpostiosoitetta ei löytynyt',
    intro: (site) => `Joku pyysi sivustolla ${site} tämän sähköpostiosoitteen salasanan palauttamista, mutta yksikään tili ei käytä tätä sähköpostiosoitetta.`,
    ifYou: 'Olitko se sinä? Ehkä rekisteröidyit toisella sähköpostiosoitteella: yritä silloin uudelleen sillä. Tai luo uusi tili:',
    button: 'Rekisteröidy',
    notYou: 'Etkö se ollut sinä? Voit jättää tämän viestin huomiotta.',
  },
  fr: {
    subject: 'Adresse e-mail introuvable',
    intro: (site) =>
      `Quelqu'un a demandé sur ${site} la réinitialisation du mot de passe de cette adresse e-mail, mais aucun compte n'utilise cette adresse.`,
    ifYou: "C'était vous\u00a0? Vous vous êtes peut-être inscrit avec une autre adresse e-mail\u00a0: réessayez alors avec celle-ci. Ou créez un nouveau compte\u00a0:",
    button: "S'inscrire",
    notYou: "Ce n'était pas vous\u00a0? Vous pouvez simplement ignorer cet e-mail.",
  },
  es: {
    subject: 'Dirección de correo no encontrada',
    intro: (site) =>
      `Alguien ha pedido en ${site} restablecer la contraseña de esta dirección de correo electrónico, pero ninguna cuenta utiliza esta dirección.`,
    ifYou: '¿Has sido tú? Quizá te registraste con otra dirección de correo: inténtalo de nuevo con esa. O crea una cuenta nueva:',
    button: 'Registrarse',
    notYou: '¿No has sido tú? Entonces puedes ignorar este correo sin más.',
  },
  it: {
    subject: 'Indirizzo e-mail non trovato',
    intro: (site) =>
      `Qualcuno ha chiesto su ${site} di reimpostare la password per questo indirizzo e-mail, ma nessun account utilizza questo indirizzo.`,
    ifYou: 'Eri tu? Forse ti sei registrato con un altro indirizzo e-mail: riprova con quello. Oppure crea un nuovo account:',
    button: 'Registrati',
    notYou: 'Non eri tu? Allora puoi semplicemente ignorare questa e-mail.',
  },
  pl: {
    subject: 'Nie znaleziono adresu e-mail',
    intro: (site) => `Ktoś poprosił w serwisie ${site} o zresetowanie hasła dla tego adresu e-mail, ale żadne konto nie używa tego adresu.`,
    ifYou: 'To Ty? Może zarejestrowałeś się z innym adresem e-mail: spróbuj wtedy z tamtym adresem. Albo załóż nowe konto:',
    button: 'Zarejestruj się',
    notYou: 'To nie Ty? W takim razie po prostu zignoruj tę wiadomość.',
  },
};
