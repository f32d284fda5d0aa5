import type { Language } from '@dating/domain';

/**
 * To the current address: a change to another address was asked for. Plain text only: the template escapes it.
 * Dutch is the source.
 */
export interface EmailChangeNoticeMailTexts {
  readonly subject: string;
  /** `maskedEmail` hides most of the new address, e.g. 'j***@example.com'. */
  readonly intro: (maskedEmail: string) => string;
  readonly ifYou: string;
  readonly notYou: string;
  readonly button: string;
}

export const EMAIL_CHANGE_NOTICE_MAIL_TEXTS: Readonly<Record<Language, EmailChangeNoticeMailTexts>> = {
  nl: {
    subject: 'Je e-mailadres wordt gewijzigd',
    intro: (maskedEmail) =>
      `Er is gevraagd om het e-mailadres van je account te wijzigen in ${maskedEmail}. De wijziging gaat pas in als het nieuwe adres bevestigd is.`,
    ifYou: 'Was jij dat? Dan hoef je niets te doen.',
    notYou: 'Was jij dat niet? Dan kent iemand anders misschien je wachtwoord. Log in en wijzig meteen je wachtwoord.',
    button: 'Wachtwoord wijzigen',
  },
  en: {
    subject: 'Your email address is being changed',
    intro: (maskedEmail) =>
      `Someone asked to change the email address of your account to ${maskedEmail}. The change only takes effect once the new address is confirmed.`,
    ifYou: 'Was that you? Then you need not do anything.',
    notYou: "Wasn't that you? Then someone else may know your password. Log in and change your password right away.",
    button: 'Change password',
  },
  de: {
    subject: 'Deine E-Mail-Adresse wird geändert',
    intro: (maskedEmail) =>
      `Es wurde angefordert, die E-Mail-Adresse deines Kontos in ${maskedEmail} zu ändern. Die Änderung wird erst wirksam, wenn die neue Adresse bestätigt ist.`,
    ifYou: 'Warst du das? Dann musst du nichts tun.',
    notYou: 'Warst du das nicht? Dann kennt vielleicht jemand anderes dein Passwort. Melde dich an und ändere sofort dein Passwort.',
    button: 'Passwort ändern',
  },
  da: {
    subject: 'Din e-mailadresse bliver ændret',
    intro: (maskedEmail) =>
      `Der er bedt om at ændre din kontos e-mailadresse til ${maskedEmail}. Ændringen træder først i kraft, når den nye adresse er bekræftet.`,
    ifYou: 'Var det dig? Så behøver du ikke gøre noget.',
    notYou: 'Var det ikke dig? Så kender en anden måske din adgangskode. Log ind, og skift din adgangskode med det samme.',
    button: 'Skift adgangskode',
  },
  sv: {
    subject: 'Din e-postadress håller på att ändras',
    intro: (maskedEmail) =>
      `Någon har bett om att ändra ditt kontos e-postadress till ${maskedEmail}. Ändringen gäller först när den nya adressen har bekräftats.`,
    ifYou: 'Var det du? Då behöver du inte göra något.',
    notYou: 'Var det inte du? Då kan någon annan känna till ditt lösenord. Logga in och byt lösenord direkt.',
    button: 'Byt lösenord',
  },
  nb: {
    subject: 'E-postadressen din blir endret',
    intro: (maskedEmail) =>
      `Det er bedt om å endre e-postadressen til kontoen din til ${maskedEmail}. Endringen trer først i kraft når den nye adressen er bekreftet.`,
    ifYou: 'Var det deg? Da trenger du ikke gjøre noe.',
    notYou: 'Var det ikke deg? Da kan noen andre kjenne passordet ditt. Logg inn og bytt passord med en gang.',
    button: 'Bytt passord',
  },
  fi: {
    subject: 'Sähköpostiosoitettasi ollaan vaihtamassa',
    intro: (maskedEmail) =>
      `Tilisi sähköpostiosoitteen vaihtamista osoitteeseen ${maskedEmail} on pyydetty. Vaihto tulee voimaan vasta, kun uusi osoite on vahvistettu.`,
    ifYou: 'Olitko se sinä? Sinun ei tarvitse tehdä mitään.',
    notYou: 'Etkö se ollut sinä? Silloin joku muu saattaa tietää salasanasi. Kirjaudu sisään ja vaihda salasanasi heti.',
    button: 'Vaihda salasana',
  },
  fr: {
    subject: 'Votre adresse e-mail va être modifiée',
    intro: (maskedEmail) =>
      `Il a été demandé de remplacer l'adresse e-mail de votre compte par ${maskedEmail}. Le changement ne prendra effet qu'une fois la nouvelle adresse confirmée.`,
    ifYou: "C'était vous\u00a0? Vous n'avez rien à faire.",
    notYou: "Ce n'était pas vous\u00a0? Quelqu'un d'autre connaît peut-être votre mot de passe. Connectez-vous et changez-le tout de suite.",
    button: 'Changer le mot de passe',
  },
  es: {
    subject: 'Tu dirección de correo va a cambiar',
    intro: (maskedEmail) =>
      `Se ha pedido cambiar la dirección de correo electrónico de tu cuenta por ${maskedEmail}. El cambio solo se aplicará cuando se confirme la nueva dirección.`,
    ifYou: '¿Has sido tú? Entonces no tienes que hacer nada.',
    notYou: '¿No has sido tú? Puede que otra persona conozca tu contraseña. Inicia sesión y cambia tu contraseña enseguida.',
    button: 'Cambiar contraseña',
  },
  it: {
    subject: 'Il tuo indirizzo e-mail sta per cambiare',
    intro: (maskedEmail) =>
      `È stato chiesto di cambiare l’indirizzo e-mail del tuo account in ${maskedEmail}. La modifica avrà effetto solo dopo la conferma del nuovo indirizzo.`,
    ifYou: 'Eri tu? Allora non devi fare nulla.',
    notYou: 'Non eri tu? Allora qualcun altro potrebbe conoscere la tua password. Accedi e cambia subito la password.',
    button: 'Cambia password',
  },
  pl: {
    subject: 'Twój adres e-mail zostanie zmieniony',
    intro: (maskedEmail) =>
      `Poproszono o zmianę adresu e-mail Twojego konta na ${maskedEmail}. Zmiana zacznie obowiązywać dopiero po potwierdzeniu nowego adresu.`,
    ifYou: 'To Ty? W takim razie nie musisz nic robić.',
    notYou: 'To nie Ty? Być może ktoś inny zna Twoje hasło. Zaloguj się i od razu zmień hasło.',
    button: 'Zmień hasło',
  },
};
