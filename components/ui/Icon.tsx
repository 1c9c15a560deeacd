// Line icons drawn on a 24px grid; names used in content come from `iconNames` in content/schema.ts.
import type { SVGProps } from "react";
import type { iconNames } from "@/content/schema";

type ContentIcon = (typeof iconNames)[number];
export type IconName =
  | ContentIcon
  | "menu"
  | "search"
  | "close"
  | "minus"
  | "arrow-right"
  | "arrow-left"
  | "arrow-down"
  | "chevron-down"
  | "linkedin"
  | "mail"
  | "pin"
  | "alert";

const paths: Record<IconName, string> = {
  crane: "M4 21h8M8 21V4l-4 4M8 4h12l-3 3M8 4l4 4h6M17 7v5m-1.5 0h3v3h-3z",
  chart: "M4 20h16M6 16l4-5 3 3 5-7M18 7h-3m3 0v3",
  handshake: "m3 11 4-4 5 2 5-2 4 4-4 4-3-2-2 2-3-3-2 2zM8 14l3 3m1-4 3 3",
  blueprint: "M4 4h16v16H4zM4 9h16M9 9v11m4-7h4v4h-4z",
  compass: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5z",
  shield: "M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zm-3 9 2 2 4-4",
  bank: "M3 9h18L12 4zM5 9v8m4.5-8v8m5-8v8M19 9v8M3 20h18",
  flag: "M5 21V4m0 1h11l-2 4 2 4H5",
  eye: "M2 12s3.5-6 10-6 10 6 10 6-3.5 6-10 6S2 12 2 12Zm10-3a3 3 0 1 0 0 6 3 3 0 0 0 0-6Z",
  globe: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3c2.5 3 2.5 15 0 18m0-18c-2.5 3-2.5 15 0 18",
  users:
    "M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6m1-9a3 3 0 1 0 0-6m2 15c0-2.6-1.2-4.7-3-5.6",
  document: "M6 3h8l4 4v14H6zM14 3v4h4M9 12h6m-6 4h6",
  check: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9 3 3 5-6",
  clock: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4v5l3 2",
  building: "M4 21V5l8-2v18m0 0h8V9l-8-2M8 8v.01M8 12v.01M8 16v.01M16 12v.01M16 16v.01M2 21h20",
  leaf: "M5 19c0-8 5-14 15-14 0 10-6 15-14 15m-1-1 7-7",
  menu: "M4 7h16M4 12h16M4 17h16",
  search: "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14Zm5 12 4 4",
  close: "M6 6l12 12M18 6 6 18",
  // The check's circle with a bar: a statement of what we do not do (CheckList.tsx).
  minus: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-4 9h8",
  "arrow-right": "M5 12h14m-5-5 5 5-5 5",
  "arrow-left": "M19 12H5m5-5-5 5 5 5",
  "arrow-down": "M12 5v14m-5-5 5 5 5-5",
  "chevron-down": "m6 9 6 6 6-6",
  linkedin: "M4 4h16v16H4zM8 10v6m0-8.5v.01M12 16v-6m0 2.5c0-1.5 1-2.5 2.3-2.5S16 11 16 12.5V16",
  mail: "M3 6h18v12H3zm0 0 9 7 9-7",
  pin: "M12 21s-7-6.2-7-11.5a7 7 0 1 1 14 0C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z",
  alert: "M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5v5m0 3v.01",
};

export function Icon({ name, ...props }: { name: IconName } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
