// useLayoutEffect in the browser, nothing on the server (where React 18 warns about it and it cannot run).
import { useLayoutEffect } from "react";

export const useBrowserLayoutEffect: typeof useLayoutEffect =
  typeof window === "undefined" ? () => {} : useLayoutEffect;
