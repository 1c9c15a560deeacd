// A date formatted by code (pipeline/runtime/dates.ts: 18 June 2025, 2025 nen 6 gatsu 18 nichi) as the page shows it:
// a <time> that never breaks inside (docs/languages-and-urls.md, "Numbers, dates and amounts").
import type { PublishDate } from "@/pipeline/runtime/dates";

export function DateLabel({ date }: { date: PublishDate }) {
  return (
    <time dateTime={date.iso} className="whitespace-nowrap">
      {date.label}
    </time>
  );
}
