/** Mail domains most members use; a typo close to one of them is probably that one (spec §5 did-you-mean). */
const WELL_KNOWN_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'hotmail.com', 'outlook.com', 'live.com', 'msn.com', 'yahoo.com', 'icloud.com', 'me.com',
  'aol.com', 'mail.com', 'proton.me', 'protonmail.com', 'gmx.de', 'gmx.net', 'gmx.at', 'gmx.ch', 'web.de', 't-online.de',
  'freenet.de', 'hotmail.de', 'yahoo.de', 'hotmail.nl', 'live.nl', 'ziggo.nl', 'kpnmail.nl', 'planet.nl', 'home.nl',
  'xs4all.nl', 'telenet.be', 'skynet.be', 'hotmail.be', 'orange.fr', 'free.fr', 'laposte.net', 'wanadoo.fr', 'sfr.fr',
  'hotmail.fr', 'yahoo.fr', 'libero.it', 'virgilio.it', 'alice.it', 'tiscali.it', 'hotmail.it', 'yahoo.it', 'yahoo.es',
  'hotmail.es', 'telefonica.net', 'wp.pl', 'onet.pl', 'o2.pl', 'interia.pl', 'gazeta.pl', 'live.se', 'telia.com',
  'bredband.net', 'hotmail.se', 'online.no', 'hotmail.no', 'live.no', 'mail.dk', 'hotmail.dk', 'live.dk', 'jubii.dk',
  'kolumbus.fi', 'luukku.com', 'hotmail.fi', 'bluewin.ch', 'hotmail.co.uk', 'yahoo.co.uk', 'btinternet.com',
];
const MAX_TYPO_DISTANCE = 2;

/** Edits (insert, delete, substitute, swap of neighbours) between two short strings. */
const typoDistance = (a: string, b: string): number => {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
};

/** The address with its domain corrected ("jan@gmial.com" → "jan@gmail.com"), or null when nothing looks mistyped. */
export const suggestEmail = (email: string): string | null => {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (!domain || WELL_KNOWN_MAIL_DOMAINS.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const known of WELL_KNOWN_MAIL_DOMAINS) {
    const distance = typoDistance(domain, known);
    if (distance <= MAX_TYPO_DISTANCE && (!best || distance < best.distance)) best = { domain: known, distance };
  }
  return best ? `${local}@${best.domain}` : null;
};
