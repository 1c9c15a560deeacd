// The visitor's stored language choice (docs/languages-and-urls.md): local storage first, then the cookie. The
// toggle stores it (browser/boot.ts); this applies it.
import { site } from "./site.ts";

const key = site.languageStorageKey;

/** The storage key (and cookie name) of the choice. */
export const languageStorageKey = key;

/**
 * Runs inline in <head> before the first paint: applies a stored choice to the URL the visitor landed on, so no
 * wrong-language page flashes. Back and Forward never redirect: they return to the page and language the visitor
 * was on.
 */
export const preferenceRedirectScript = `(()=>{let k=${JSON.stringify(key)},l=location,p=l.pathname,j=/^\\/jp(\\/|$)/.test(p),s;if(performance.getEntriesByType("navigation")[0]?.type=="back_forward")return;try{s=localStorage[k]}catch{}s=/^(en|jp)$/.test(s)?s:(document.cookie.match(RegExp("(^|; )"+k+"=(en|jp)"))||[])[2];s=="jp"&&!j?l.replace("/jp"+(p=="/"?"":p)+l.search+l.hash):s=="en"&&j&&l.replace((p.slice(3)||"/")+l.search+l.hash)})()`;
