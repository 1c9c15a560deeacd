// The browser's own cross-document view transitions (`@view-transition` in pages/styles.css) are skipped when a
// page is hidden, replaced before it paints (the stored language's redirect) or left before the transition ends;
// a skipped transition rejects its promises, and WebKit reports each as an unhandled rejection. This inline head
// script handles them on both sides of a navigation (`pageswap` on the page left, `pagereveal` on the page shown).
export const settleViewTransitionsScript = `["pageswap","pagereveal"].forEach(t=>addEventListener(t,e=>{let v=e.viewTransition;v&&[v.ready,v.finished,v.updateCallbackDone].forEach(p=>p.catch(()=>{}))}))`;
