import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { publishDate } from "@/pipeline/runtime/dates";
import { DateLabel } from "./DateLabel";

it("shows a date formatted by code in a <time> that never breaks inside, in both languages", () => {
  expect(renderToStaticMarkup(<DateLabel date={publishDate("2025-06-18", "en")} />)).toBe(
    '<time dateTime="2025-06-18" class="whitespace-nowrap">18 June 2025</time>',
  );
  expect(renderToStaticMarkup(<DateLabel date={publishDate("2026-11-30", "jp")} />)).toBe(
    '<time dateTime="2026-11-30" class="whitespace-nowrap">2026\u5e7411\u670830\u65e5</time>',
  );
});
