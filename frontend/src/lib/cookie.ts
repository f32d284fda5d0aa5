const DAY_MS = 24 * 60 * 60 * 1000;

export const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${name}=`))
    ?.slice(name.length + 1);

export const writeCookie = (name: string, value: string, days: number): void => {
  const expires = new Date(Date.now() + days * DAY_MS).toUTCString();
  document.cookie = `${name}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
};
