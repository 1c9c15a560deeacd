import { chromium } from "playwright";
const [url, width, sel] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const mobile = +width < 500;
const ctx = await b.newContext({ viewport: { width: +width, height: mobile ? 844 : 900 }, isMobile: mobile, hasTouch: mobile });
const p = await ctx.newPage();
await p.goto("http://localhost:4460" + url); await p.waitForTimeout(900);
const r = await p.evaluate((sel) => [...document.querySelectorAll(sel)].map((el) => {
  const out=[]; let prev; const w=document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node=w.nextNode(); node; node=w.nextNode()) for (let i=0;i<node.data.length;i++){ if(/[\s\u200b\u2060]/.test(node.data[i])) continue; const rg=document.createRange(); rg.setStart(node,i); rg.setEnd(node,i+1); const rc=rg.getBoundingClientRect(); if(!rc.width) continue; if(prev!==undefined && rc.top>prev+4) out.push("／"); prev=rc.top; out.push(node.data[i]); }
  return getComputedStyle(el).wordBreak + " " + out.join("");
}), sel);
console.log(r.join("\n"));
await b.close();
