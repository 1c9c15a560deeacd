// The visitor's stored language choice (docs/languages-and-urls.md): local storage first, then the cookie. The
// toggle stores it (browser/boot.ts); this applies it.
import { site } from "./site.ts";

const key = site.languageStorageKey;

/** The storage key (and cookie name) of the choice. */
export const languageStorageKey = key;

/**
 * Runs inline in <head> before the first paint: applies a stored choice to the URL the visitor landed on, so no
 * wrong-language page flashes, but only when they followed a link from one of our own pages (a new navigation,
 * not a reload, whose referrer is this origin: the pages send `strict-origin-when-cross-origin`, which keeps a
 * same-origin referrer whole). An address that came from anywhere else (a shared link, a bookmark, a search
 * result, a typed URL) is shown as addressed. Back and Forward never redirect: they return to the page and
 * language the visitor was on, and that language becomes the stored choice if one is stored and differs (a visitor
 * who went Back from the toggle has chosen the page's language again), so the next link keeps it. A page the
 * browser restores from its back/forward cache does not run this again: its `pageshow` (persisted) stores it then.
 * The cookie is written as the toggle writes it (browser/boot.ts).
 */
export const preferenceRedirectScript = `(()=>{let k=${JSON.stringify(key)},l=location,d=document,p=l.pathname,j=/^\\/jp(\\/|$)/.test(p),c=j?"jp":"en",g=s=>{try{s=localStorage[k]}catch{}return/^(en|jp)$/.test(s)?s:(d.cookie.match(RegExp("(^|; )"+k+"=(en|jp)"))||[])[2]},s=g(),h=()=>{if((s=g())&&s!=c){try{localStorage[k]=c}catch{}d.cookie=k+"="+c+"; path=/; max-age=31536000; SameSite=Lax"}};addEventListener("pageshow",e=>e.persisted&&h());let t=performance.getEntriesByType("navigation")[0]?.type;if(t=="back_forward")return h();if(t!="navigate"||!d.referrer.startsWith(l.origin+"/"))return;s=="jp"&&!j?l.replace("/jp"+(p=="/"?"":p)+l.search+l.hash):s=="en"&&j&&l.replace((p.slice(3)||"/")+l.search+l.hash)})()`;
