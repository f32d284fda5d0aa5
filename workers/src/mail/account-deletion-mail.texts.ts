import type { Language } from '@dating/domain';

/** After a deletion request: when the account goes for good and how to undo it. Plain text only. Dutch is the source. */
export interface AccountDeletionMailTexts {
  readonly subject: string;
  readonly intro: string;
  /** `date` is already written out in the member's language. */
  readonly finalDeletion: (date: string) => string;
  readonly reactivate: string;
  readonly button: string;
  readonly notYou: string;
}

export const ACCOUNT_DELETION_MAIL_TEXTS: Readonly<Record<Language, AccountDeletionMailTexts>> = {
  nl: {
    subject: 'Je account is verwijderd',
    intro: 'Zoals je hebt gevraagd, is je account verwijderd.',
    finalDeletion: (date) => `Op ${date} wissen we je account en al je gegevens definitief.`,
    reactivate: 'Bedenk je je? Tot die datum kun je je account heractiveren met de knop hieronder.',
    button: 'Account heractiveren',
    notYou: 'Heb je dit niet zelf gedaan? Heractiveer je account dan meteen en wijzig je wachtwoord.',
  },
  en: {
    subject: 'Your account has been deleted',
    intro: 'As you asked, your account has been deleted.',
    finalDeletion: (date) => `On ${date} we will erase your account and all your data for good.`,
    reactivate: 'Changed your mind? Until that date you can reactivate your account with the button below.',
    button: 'Reactivate account',
    notYou: "Didn't do this yourself? Then reactivate your account right away and change your password.",
  },
  de: {
    subject: 'Dein Konto wurde gelöscht',
    intro: 'Wie von dir gewünscht, wurde dein Konto gelöscht.',
    finalDeletion: (date) => `Am ${date} löschen wir dein Konto und alle deine Daten endgültig.`,
    reactivate: 'Hast du es dir anders überlegt? Bis zu diesem Datum kannst du dein Konto mit dem Button unten reaktivieren.',
    button: 'Konto reaktivieren',
    notYou: 'Warst du das nicht selbst? Dann reaktiviere dein Konto sofort und ändere dein Passwort.',
  },
  da: {
    subject: 'Din konto er slettet',
    intro: 'Som du bad om, er din konto slettet.',
    finalDeletion: (date) => `Den ${date} sletter vi din konto og alle dine data endeligt.`,
    reactivate: 'Har du fortrudt? Indtil den dato kan du genaktivere din konto med knappen herunder.',
    button: 'Genaktivér konto',
    notYou: 'Var det ikke dig selv? Så genaktivér din konto med det samme, og skift din adgangskode.',
  },
  sv: {
    subject: 'Ditt konto har raderats',
    intro: 'Som du bad om har ditt konto raderats.',
    finalDeletion: (date) => `Den ${date} raderar vi ditt konto och alla dina uppgifter för gott.`,
    reactivate: 'Har du ångrat dig? Fram till det datumet kan du återaktivera ditt konto med knappen nedan.',
    button: 'Återaktivera konto',
    notYou: 'Var det inte du som gjorde det? Återaktivera då ditt konto direkt och byt lösenord.',
  },
  nb: {
    subject: 'Kontoen din er slettet',
    intro: 'Som du ba om, er kontoen din slettet.',
    finalDeletion: (date) => `Den ${date} sletter vi kontoen din og alle opplysningene dine for godt.`,
    reactivate: 'Har du ombestemt deg? Frem til den datoen kan du gjenopprette kontoen din med knappen nedenfor.',
    button: 'Gjenopprett konto',
    notYou: 'Var det ikke deg som gjorde dette? Gjenopprett kontoen din med en gang og bytt passord.',
  },
  fi: {
    subject: 'Tilisi on poistettu',
    intro: 'Tilisi on poistettu pyyntösi mukaisesti.',
    finalDeletion: (date) => `${date} poistamme tilisi ja kaikki tietosi lopullisesti.`,
    reactivate: 'Muutitko mielesi? Siihen päivään asti voit palauttaa tilisi alla olevalla painikkeella.',
    button: 'Palauta tili',
    notYou: 'Etkö tehnyt tätä itse? Palauta tilisi heti ja vaihda salasanasi.',
  },
  fr: {
    subject: 'Votre compte a été supprimé',
    intro: 'Comme vous l’avez demandé, votre compte a été supprimé.',
    finalDeletion: (date) => `Le ${date}, nous effacerons définitivement votre compte et toutes vos données.`,
    reactivate: "Vous avez changé d'avis\u00a0? Jusqu'à cette date, vous pouvez réactiver votre compte avec le bouton ci-dessous.",
    button: 'Réactiver mon compte',
    notYou: "Ce n'est pas vous qui l'avez supprimé\u00a0? Réactivez votre compte tout de suite et changez votre mot de passe.",
  },
  es: {
    subject: 'Tu cuenta se ha eliminado',
    intro: 'Tal como pediste, tu cuenta se ha eliminado.',
    finalDeletion: (date) => `El ${date} borraremos definitivamente tu cuenta y todos tus datos.`,
    reactivate: '¿Has cambiado de opinión? Hasta esa fecha puedes reactivar tu cuenta con el botón de abajo.',
    button: 'Reactivar cuenta',
    notYou: '¿No lo has hecho tú? Entonces reactiva tu cuenta enseguida y cambia tu contraseña.',
  },
  it: {
    subject: 'Il tuo account è stato eliminato',
    intro: 'Come hai chiesto, il tuo account è stato eliminato.',
    finalDeletion: (date) => `Il ${date} cancelleremo definitivamente il tuo account e tutti i tuoi dati.`,
    reactivate: 'Hai cambiato idea? Fino a quella data puoi riattivare il tuo account con il pulsante qui sotto.',
    button: 'Riattiva account',
    notYou: 'Non sei stato tu? Allora riattiva subito il tuo account e cambia la password.',
  },
  pl: {
    subject: 'Twoje konto zostało usunięte',
    intro: 'Zgodnie z Twoją prośbą Twoje konto zostało usunięte.',
    finalDeletion: (date) => `${date} ostatecznie usuniemy Twoje konto i wszystkie Twoje dane.`,
    reactivate: 'Zmieniłeś zdanie? Do tego dnia możesz przywrócić swoje konto przyciskiem poniżej.',
    button: 'Przywróć konto',
    notYou: 'To nie Ty usunąłeś konto? Przywróć je od razu i zmień hasło.',
  },
};
