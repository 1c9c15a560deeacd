// The page's opening paragraph (the MDX body of its content file), set large.
import { Prose } from "@/components/sections/Prose";

export function Intro({ id, html }: { id?: string; html: string }) {
  return (
    <div id={id} data-intro="" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
      <Prose html={html} className="max-w-4xl text-xl! leading-relaxed! text-ink! sm:text-2xl!" />
    </div>
  );
}
