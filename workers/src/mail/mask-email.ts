/**
 * 'jan.jansen@example.com' -> 'j***@example.com': enough for the owner to recognise an address,
 * too little for a stranger reading the mail to learn it.
 */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${[...email][0] ?? ''}***${email.slice(at)}`;
};
