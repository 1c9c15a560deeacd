// The page's opening paragraph (the MDX body of its content file), set large.
import { Prose } from "@/components/sections/Prose";

// A link to it (the approach hero's "Scroll down") brings its top to the fixed header's bottom edge (h-18,
// sm:h-20) rather than html's 6rem scroll padding, which left a strip of the hero showing above it.
export function Intro({ id, html }: { id?: string; html: string }) {
  return (
    <div
      id={id}
      className="mx-auto max-w-7xl scroll-mt-[-1.5rem] px-5 py-20 sm:scroll-mt-[-1rem] sm:px-8 sm:py-28"
    >
      <Prose html={html} className="max-w-4xl text-xl! leading-relaxed! text-ink! sm:text-2xl!" />
    </div>
  );
}
