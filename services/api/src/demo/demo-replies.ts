import type { Language } from '@dating/domain';

/**
 * What a demo member of the embedded default answers to a first message, in the writer's language: short and
 * friendly, so a newcomer sees a whole conversation before any real member has answered.
 */
export const DEMO_REPLIES: Readonly<Record<Language, readonly string[]>> = {
  da: ['Hej! Tak for din besked 😊 Hvordan går din dag?', 'Hej, hvor hyggeligt at høre fra dig! Hvad laver du i weekenden?', 'Hej med dig! Fortæl lidt om dig selv?'],
  de: ['Hallo! Danke für deine Nachricht 😊 Wie läuft dein Tag?', 'Hey, schön von dir zu hören! Was machst du am Wochenende?', 'Hi! Erzähl mir ein bisschen von dir?'],
  en: ['Hi! Thanks for your message 😊 How is your day going?', 'Hey, nice to hear from you! What are you up to this weekend?', 'Hello! Tell me a bit about yourself?'],
  es: ['¡Hola! Gracias por tu mensaje 😊 ¿Qué tal tu día?', '¡Hola, qué bien saber de ti! ¿Qué haces este fin de semana?', '¡Hola! ¿Me cuentas un poco de ti?'],
  fi: ['Hei! Kiitos viestistäsi 😊 Miten päiväsi sujuu?', 'Moi, kiva kuulla sinusta! Mitä teet viikonloppuna?', 'Hei! Kerro vähän itsestäsi?'],
  fr: ['Salut ! Merci pour ton message 😊 Comment se passe ta journée ?', 'Coucou, ça fait plaisir ! Tu fais quoi ce week-end ?', 'Bonjour ! Tu me parles un peu de toi ?'],
  it: ['Ciao! Grazie per il messaggio 😊 Come va la tua giornata?', 'Ehi, che bello sentirti! Cosa fai questo fine settimana?', 'Ciao! Mi racconti qualcosa di te?'],
  nb: ['Hei! Takk for meldingen 😊 Hvordan går dagen din?', 'Hei, så hyggelig å høre fra deg! Hva gjør du i helgen?', 'Hei! Fortell litt om deg selv?'],
  nl: ['Hoi! Bedankt voor je bericht 😊 Hoe gaat je dag?', 'Hey, leuk om van je te horen! Wat ga je dit weekend doen?', 'Hallo! Vertel eens wat over jezelf?'],
  pl: ['Cześć! Dzięki za wiadomość 😊 Jak mija ci dzień?', 'Hej, miło cię słyszeć! Co robisz w ten weekend?', 'Cześć! Opowiesz mi coś o sobie?'],
  sv: ['Hej! Tack för ditt meddelande 😊 Hur går din dag?', 'Hej, vad kul att höra av dig! Vad gör du i helgen?', 'Hej! Berätta lite om dig själv?'],
};

/** One of the replies, picked by the pair so a retried reply says the same thing. */
export const demoReplyFor = (language: Language, demoMemberId: string, memberId: string): string => {
  const replies = DEMO_REPLIES[language];
  const pick = [...`${demoMemberId}${memberId}`].reduce((sum, char) => sum + char.charCodeAt(0), 0) % replies.length;
  return replies[pick]!;
};
