// The only components writers may use inside MDX bodies, and the link rules for Markdown links.
import type { AnchorHTMLAttributes, ImgHTMLAttributes, ReactNode, TableHTMLAttributes } from "react";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { localizePath, type Locale } from "@/lib/locale";
import { Picture } from "@/components/ui/Picture";
import { allowedMdxComponents, type AllowedMdxComponent } from "@/pipeline/runtime/allowed-components";

// A note set apart in the text (role="note"), not a landmark: as an <aside> it gave a page with a Callout and an
// aside of its own (a project's facts, the investment notice) two landmarks of one kind with no names to tell apart.
function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div role="note" className="rounded-xl border border-indigo/15 bg-paper p-6">
      {title && <p className="font-semibold text-ink">{title}</p>}
      <div className="mt-2 text-ink/80">{children}</div>
    </div>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <p className="flex flex-col border-l-4 border-vermilion pl-5">
      <span data-heading-face className="text-4xl font-semibold tracking-tight text-ink">
        {value}
      </span>
      <span className="mt-1 text-sm text-steel">{label}</span>
    </p>
  );
}

/** Finds the built image set of a file named in a body (it lives next to the body's file); undefined while the
    first pass of a body's render is still noting which files it names. */
export type BodyImageResolver = (src: string, alt: string) => ResolvedImage | undefined;

/** A body is at most max-w-3xl (48rem) wide, inside the page's px-5 / sm:px-8 padding. */
export const bodyImageSizes =
  "(min-width: 832px) 768px, (min-width: 640px) calc(100vw - 4rem), calc(100vw - 2.5rem)";

function makeFigure(resolve: BodyImageResolver) {
  return function Figure({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
    const image = resolve(src, alt);
    return (
      <figure>
        {image && <Picture image={image} sizes={bodyImageSizes} className="h-auto w-full rounded-xl" />}
        {caption && <figcaption className="phrase mt-2 text-sm text-steel">{caption}</figcaption>}
      </figure>
    );
  };
}

/** A Markdown image, `![alt](chart.svg)`: the same responsive set as a Figure, without a caption. */
function makeImage(resolve: BodyImageResolver) {
  return function Image({ src = "", alt = "" }: ImgHTMLAttributes<HTMLImageElement>) {
    const image = resolve(src, alt);
    return image ? (
      <Picture image={image} sizes={bodyImageSizes} className="h-auto w-full rounded-xl" />
    ) : null;
  };
}

/** Internal links get the page's language prefix; external ones open safely in a new tab. */
function makeAnchor(locale: Locale) {
  return function Anchor({ href = "", children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement>) {
    if (/^https?:\/\//.test(href)) {
      return (
        <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
          {children}
        </a>
      );
    }
    return (
      <a href={localizePath(href, locale)} {...props}>
        {children}
      </a>
    );
  };
}

/** A table stays inside the text's column: one wider than the column scrolls sideways inside this frame, which
    shows a shadow at the edge that has more (`.table-scroll` in styles.css); keyboard users reach it with Tab. */
function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className="table-scroll" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

// Exactly the allow-list of pipeline/runtime/allowed-components.ts, which the content check enforces.
export { allowedMdxComponents };

/** The components of a body in `locale`, whose images `resolve` finds. */
export function getMdxComponents(locale: Locale, resolve: BodyImageResolver) {
  const writerComponents = {
    Callout,
    Stat,
    Figure: makeFigure(resolve),
  } satisfies Record<AllowedMdxComponent, unknown>;
  return { ...writerComponents, a: makeAnchor(locale), table: Table, img: makeImage(resolve) };
}
