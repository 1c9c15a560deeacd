import { compileInlineScript } from "./pipeline/vite/enhance-plugin";
console.log(compileInlineScript("browser/boot.ts"));
