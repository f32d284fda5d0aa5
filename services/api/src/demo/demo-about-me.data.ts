import type { Language } from '@dating/domain';

/** Sentences an about-me text of a demo member is put together from: one of each part, in the member's language. */
export interface AboutMeParts {
  readonly openers: readonly string[];
  readonly middles: readonly string[];
  readonly closers: readonly string[];
}

export const DEMO_ABOUT_ME: Readonly<Record<Language, AboutMeParts>> = {
  en: {
    openers: ['Hi there!', 'Easy-going and curious, that sums me up.', 'New in town and open to meeting people.', 'I laugh a lot, mostly at my own jokes.'],
    middles: ['Weekends are for long walks and good coffee.', 'I love cooking for friends and trying new recipes.', 'Music, films and the odd road trip keep me happy.', 'I spend my free time outdoors whenever the weather lets me.'],
    closers: ['Say hello if you like what you read.', 'Looking for good conversation and see where it goes.', 'Send me a message and tell me about your favourite place.', 'Honesty and a sense of humour matter most to me.'],
  },
  nl: {
    openers: ['Hoi!', 'Spontaan en nieuwsgierig, zo ben ik wel.', 'Ik lach graag en veel.', 'Nieuw in de stad en benieuwd naar nieuwe mensen.'],
    middles: ['In het weekend fiets ik graag en drink ik een goede koffie.', 'Ik kook graag voor vrienden en probeer nieuwe recepten.', 'Muziek, films en af en toe een weekendje weg maken me blij.', 'Als het weer het toelaat ben ik buiten te vinden.'],
    closers: ['Stuur me gerust een berichtje.', 'Op zoek naar leuke gesprekken, en wie weet wat er komt.', 'Vertel me over jouw favoriete plek!', 'Eerlijkheid en humor vind ik het belangrijkst.'],
  },
  fr: {
    openers: ['Coucou !', "D'un naturel curieux et spontané, j'ai toujours le sourire.", "J'aime rire et profiter de la vie.", "Je viens d'arriver dans la région et j'aime faire de nouvelles rencontres."],
    middles: ["Le week-end, j'aime les longues balades et un bon café.", "J'adore cuisiner pour mes amis et tester de nouvelles recettes.", 'La musique, le cinéma et les escapades me mettent de bonne humeur.', 'Dès que le temps le permet, je suis dehors.'],
    closers: ["N'hésite pas à m'écrire.", 'Envie de belles discussions, et on verra bien.', 'Parle-moi de ton endroit préféré !', "L'honnêteté et l'humour comptent beaucoup pour moi."],
  },
  de: {
    openers: ['Hallo!', 'Neugierig, spontan und meistens gut gelaunt.', 'Ich lache gern und viel.', 'Neu in der Stadt und offen für neue Leute.'],
    middles: ['Am Wochenende gehe ich gern wandern und trinke einen guten Kaffee.', 'Ich koche gern für Freunde und probiere neue Rezepte aus.', 'Musik, Filme und spontane Ausflüge machen mich glücklich.', 'Sobald das Wetter mitspielt, bin ich draußen.'],
    closers: ['Schreib mir einfach!', 'Ich freue mich auf nette Gespräche, und dann sehen wir weiter.', 'Erzähl mir von deinem Lieblingsort!', 'Ehrlichkeit und Humor sind mir am wichtigsten.'],
  },
  da: {
    openers: ['Hej!', 'Nysgerrig, spontan og som regel i godt humør.', 'Jeg griner meget og tit.', 'Ny i byen og åben for nye mennesker.'],
    middles: ['I weekenden går jeg lange ture og drikker god kaffe.', 'Jeg elsker at lave mad til venner og prøve nye opskrifter.', 'Musik, film og små udflugter gør mig glad.', 'Når vejret tillader det, er jeg udenfor.'],
    closers: ['Skriv endelig til mig.', 'Jeg søger gode samtaler, og så ser vi hvad der sker.', 'Fortæl mig om dit yndlingssted!', 'Ærlighed og humor betyder mest for mig.'],
  },
  fi: {
    openers: ['Moikka!', 'Utelias, spontaani ja yleensä hyvällä tuulella.', 'Nauran paljon ja usein.', 'Uusi kaupungissa ja avoin uusille tuttavuuksille.'],
    middles: ['Viikonloppuisin kävelen pitkiä lenkkejä ja juon hyvää kahvia.', 'Rakastan kokata ystäville ja kokeilla uusia reseptejä.', 'Musiikki, elokuvat ja pienet retket tekevät minut iloiseksi.', 'Kun sää sallii, olen ulkona.'],
    closers: ['Laita viestiä!', 'Etsin mukavia keskusteluja, katsotaan mihin ne johtavat.', 'Kerro minulle lempipaikastasi!', 'Rehellisyys ja huumori ovat minulle tärkeimpiä.'],
  },
  it: {
    openers: ['Ciao!', 'Amo la spontaneità e sono quasi sempre di buon umore.', 'Amo ridere e godermi la vita.', 'Da poco in città, ho voglia di conoscere gente nuova.'],
    middles: ['Nel fine settimana mi piacciono le lunghe passeggiate e un buon caffè.', 'Adoro cucinare per gli amici e provare nuove ricette.', 'Musica, cinema e qualche gita fuori porta mi rendono felice.', 'Appena il tempo lo permette, sto all’aperto.'],
    closers: ['Scrivimi pure!', 'Cerco belle chiacchierate, poi si vedrà.', 'Raccontami del tuo posto preferito!', "Sincerità e senso dell'umorismo sono le cose più importanti per me."],
  },
  es: {
    openers: ['¡Hola!', 'Me encanta la espontaneidad y casi siempre estoy de buen humor.', 'Me encanta reír y disfrutar de la vida.', 'Acabo de llegar a la ciudad y tengo ganas de conocer gente.'],
    middles: ['Los fines de semana me gustan los paseos largos y un buen café.', 'Me encanta cocinar para mis amigos y probar recetas nuevas.', 'La música, el cine y las escapadas me hacen feliz.', 'En cuanto hace buen tiempo, estoy al aire libre.'],
    closers: ['¡Escríbeme!', 'Busco buenas conversaciones y a ver qué pasa.', '¡Cuéntame cuál es tu lugar favorito!', 'La sinceridad y el sentido del humor son lo que más valoro.'],
  },
  nb: {
    openers: ['Hei!', 'Nysgjerrig, spontan og stort sett i godt humør.', 'Jeg ler mye og ofte.', 'Ny i byen og åpen for nye bekjentskaper.'],
    middles: ['I helgene går jeg lange turer og drikker god kaffe.', 'Jeg elsker å lage mat til venner og prøve nye oppskrifter.', 'Musikk, film og små turer gjør meg glad.', 'Når været tillater det, er jeg ute.'],
    closers: ['Send meg gjerne en melding.', 'Jeg ser etter gode samtaler, så får vi se hva som skjer.', 'Fortell meg om favorittstedet ditt!', 'Ærlighet og humor betyr mest for meg.'],
  },
  pl: {
    openers: ['Cześć!', 'Kocham spontaniczność i zwykle dopisuje mi humor.', 'Lubię się śmiać i cieszyć życiem.', 'Od niedawna mieszkam w tym mieście i chętnie poznam nowych ludzi.'],
    middles: ['W weekendy chodzę na długie spacery i piję dobrą kawę.', 'Uwielbiam gotować dla przyjaciół i próbować nowych przepisów.', 'Muzyka, filmy i krótkie wypady za miasto sprawiają mi radość.', 'Gdy tylko pogoda pozwala, jestem na dworze.'],
    closers: ['Napisz do mnie!', 'Szukam fajnych rozmów, a potem zobaczymy.', 'Opowiedz mi o swoim ulubionym miejscu!', 'Najważniejsze są dla mnie szczerość i poczucie humoru.'],
  },
  sv: {
    openers: ['Hej!', 'Nyfiken, spontan och oftast på gott humör.', 'Jag skrattar mycket och ofta.', 'Ny i stan och öppen för nya bekantskaper.'],
    middles: ['På helgerna tar jag långa promenader och dricker gott kaffe.', 'Jag älskar att laga mat åt vänner och testa nya recept.', 'Musik, film och små utflykter gör mig glad.', 'När vädret tillåter är jag ute.'],
    closers: ['Skicka gärna ett meddelande.', 'Jag söker trevliga samtal, sen får vi se vad som händer.', 'Berätta om din favoritplats!', 'Ärlighet och humor betyder mest för mig.'],
  },
};
