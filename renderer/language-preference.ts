// The visitor's stored language choice (docs/languages-and-urls.md): local storage first, then the cookie. The
// toggle stores it (renderer/enhance/boot.ts); this applies it.
import { site } from "./site";

const key = site.languageStorageKey;

/** The storage key (and cookie name) of the choice. */
export const languageStorageKey = key;

/**
 * Runs inline in <head> before the first paint: applies a stored choice to the URL the visitor landed on, so no
 * wrong-language page flashes. Back and Forward never redirect: they return to the page and language the visitor
 * was on.
 */
export const preferenceRedirectScript = `(function(){var n=performance.getEntriesByType("navigation")[0];if(n&&n.type==="back_forward")return;var k=${JSON.stringify(key)},s=null;try{s=localStorage.getItem(k)}catch(e){}if(s!=="en"&&s!=="jp"){var m=document.cookie.match(/(?:^|; )${key}=(en|jp)/);s=m&&m[1]}if(!s)return;var l=location,p=l.pathname,j=p==="/jp"||p.indexOf("/jp/")===0,r=l.search+l.hash;if(s==="jp"&&!j)l.replace((p==="/"?"/jp":"/jp"+p)+r);else if(s==="en"&&j)l.replace((p.slice(3)||"/")+r)})();`;
