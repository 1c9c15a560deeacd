// The visitor's stored language choice: local storage first, then the cookie (docs/languages-and-urls.md).
import { site } from "./site";
import { isLocale, type Locale } from "./locale";

const key = site.languageStorageKey;

export function readStoredLocale(): Locale | undefined {
  try {
    const stored = window.localStorage.getItem(key);
    if (isLocale(stored)) return stored;
  } catch {
    // Storage can be blocked; the cookie still works.
  }
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${key}=(en|jp)`));
  return isLocale(cookie?.[1]) ? cookie[1] : undefined;
}

export function storeLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(key, locale);
  } catch {
    // Ignore: the cookie below keeps the choice.
  }
  document.cookie = `${key}=${locale}; path=/; max-age=31536000; SameSite=Lax`;
}

/**
 * Runs inline in <head> before the first paint: applies a stored choice to the URL the visitor
 * landed on, so no wrong-language page flashes. Mirrors readStoredLocale + localizePath.
 */
export const preferenceRedirectScript = `(function(){var k=${JSON.stringify(key)},s=null;try{s=localStorage.getItem(k)}catch(e){}if(s!=="en"&&s!=="jp"){var m=document.cookie.match(/(?:^|; )${key}=(en|jp)/);s=m&&m[1]}if(!s)return;var l=location,p=l.pathname,j=p==="/jp"||p.indexOf("/jp/")===0,r=l.search+l.hash;if(s==="jp"&&!j)l.replace((p==="/"?"/jp":"/jp"+p)+r);else if(s==="en"&&j)l.replace((p.slice(3)||"/")+r)})();`;
