import type { Language } from '@dating/domain';

/**
 * The error page's own texts in every language, inside its chunk: it reads even when the language's texts could not
 * load (the error may be just that).
 */
export const ERROR_PAGE_TEXTS: Record<Language, { error: string; notFound: string; backHome: string }> = {
  da: { error: 'Fejl', notFound: 'Siden blev ikke fundet', backHome: 'Tilbage til forsiden' },
  de: { error: 'Fehler', notFound: 'Diese Seite wurde nicht gefunden', backHome: 'Zurück zur Startseite' },
  en: { error: 'Error', notFound: 'This page could not be found', backHome: 'Back to the home page' },
  es: { error: 'Error', notFound: 'No se ha encontrado esta página', backHome: 'Volver a la página de inicio' },
  fi: { error: 'Virhe', notFound: 'Sivua ei löytynyt', backHome: 'Takaisin etusivulle' },
  fr: { error: 'Erreur', notFound: 'Cette page est introuvable', backHome: 'Retour à la page d’accueil' },
  it: { error: 'Errore', notFound: 'Impossibile trovare questa pagina', backHome: 'Torna alla home page' },
  nb: { error: 'Feil', notFound: 'Fant ikke denne siden', backHome: 'Tilbake til forsiden' },
  nl: { error: 'Fout', notFound: 'Deze pagina kon niet worden gevonden', backHome: 'Terug naar de homepagina' },
  pl: { error: 'Błąd', notFound: 'Nie znaleziono tej strony', backHome: 'Powrót do strony głównej' },
  sv: { error: 'Fel', notFound: 'Sidan kunde inte hittas', backHome: 'Tillbaka till startsidan' },
};
