// Documents shown to investors on request, as tiles with an abstract preview of each kind of document.
import { clsx } from "clsx";
import { Reveal } from "@/components/ui/Reveal";

type Tile = { title: string; caption: string };

export function PlaceholderTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {tiles.map((tile, index) => (
        <Reveal
          as="li"
          key={tile.title}
          index={index}
          className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink/5"
        >
          <div
            aria-hidden="true"
            className="relative aspect-[4/3] overflow-hidden rounded-xl border border-dashed border-steel/30 bg-paper"
          >
            <Preview kind={index % 3} />
          </div>
          <h3 className="mt-5 text-lg font-semibold text-ink">{tile.title}</h3>
          <p className="mt-2 text-[0.95rem] leading-relaxed text-steel">{tile.caption}</p>
        </Reveal>
      ))}
    </ul>
  );
}

const bar = "h-1.5 rounded-full bg-steel/20";

/** 0: a redacted agreement, 1: a site report with a photo, 2: a dashboard with progress bars. */
function Preview({ kind }: { kind: number }) {
  if (kind === 0) {
    return (
      <div className="absolute inset-x-6 top-5 bottom-0 space-y-2.5 rounded-t-md bg-white p-5 shadow-sm">
        <div className="h-2 w-1/2 rounded-full bg-ink/70" />
        <div className={clsx(bar, "w-full")} />
        <div className="flex gap-2">
          <div className={clsx(bar, "w-1/3")} />
          <div className="h-1.5 w-1/2 rounded-sm bg-ink" />
        </div>
        <div className={clsx(bar, "w-5/6")} />
        <div className="h-1.5 w-2/3 rounded-sm bg-ink" />
        <div className={clsx(bar, "w-full")} />
        <div className="flex gap-2">
          <div className="h-1.5 w-1/4 rounded-sm bg-ink" />
          <div className={clsx(bar, "w-1/2")} />
        </div>
      </div>
    );
  }
  if (kind === 1) {
    return (
      <div className="absolute inset-x-6 top-5 bottom-0 rounded-t-md bg-white p-5 shadow-sm">
        <div className="flex h-1/2 items-end gap-1 rounded-md bg-mist px-3 pb-0">
          {[40, 70, 55, 90, 65].map((h) => (
            <div key={h} className="flex-1 rounded-t-sm bg-steel/50" style={{ height: `${h}%` }} />
          ))}
        </div>
        <div className="mt-3 space-y-2">
          <div className={clsx(bar, "w-full")} />
          <div className={clsx(bar, "w-4/5")} />
          <div className={clsx(bar, "w-2/3")} />
        </div>
      </div>
    );
  }
  return (
    <div className="absolute inset-x-6 top-5 bottom-0 space-y-3 rounded-t-md bg-ink p-5 shadow-sm">
      {[
        ["w-full", "w-4/5"],
        ["w-full", "w-3/5"],
        ["w-full", "w-2/5"],
      ].map(([track, fill], i) => (
        <div key={i} className="space-y-1.5">
          <div className="h-1.5 w-1/3 rounded-full bg-white/25" />
          <div className={clsx("h-2", track, "rounded-full bg-white/10")}>
            <div className={clsx("h-2", fill, "rounded-full", i === 0 ? "bg-gold" : "bg-white/40")} />
          </div>
        </div>
      ))}
      <div className="flex gap-2 pt-1">
        {["bg-white/15", "bg-white/10", "bg-vermilion/70"].map((tone) => (
          <div key={tone} className={clsx("h-8 flex-1 rounded-md", tone)} />
        ))}
      </div>
    </div>
  );
}
