// https://vike.dev/config
import type { Config } from "vike/types";

export default {
  prerender: { noExtraDir: true, partial: false },
  clientRouting: true,
  hydrationCanBeAborted: true,
} satisfies Config;
