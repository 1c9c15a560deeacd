// The only components writers may use inside MDX bodies, and the link rules for Markdown links.
import type { AnchorHTMLAttributes, ReactNode, TableHTMLAttributes } from "react";
import { localizePath, type Locale } from "../../renderer/locale";

function Callout({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <aside className="rounded-xl border border-indigo/15 bg-paper p-6">
      {title && <p className="font-semibold text-ink">{title}</p>}
      <div className="mt-2 text-ink/80">{children}</div>
    </aside>
  );
}

function Stat({ value, label }: { value: string; label: string }) {
  return (
    <p className="flex flex-col border-l-4 border-vermilion pl-5">
      <span className="text-4xl font-semibold tracking-tight text-ink">{value}</span>
      <span className="mt-1 text-sm text-steel">{label}</span>
    </p>
  );
}

function Figure({ src, alt, caption }: { src: string; alt: string; caption?: string }) {
  return (
    <figure>
      <img src={src} alt={alt} loading="lazy" className="w-full rounded-xl" />
      {caption && <figcaption className="mt-2 text-sm text-steel">{caption}</figcaption>}
    </figure>
  );
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

/** Wide tables scroll sideways on phones; keyboard users reach the scroll area with Tab. */
function Table(props: TableHTMLAttributes<HTMLTableElement>) {
  return <table tabIndex={0} {...props} />;
}

export { allowedMdxComponents } from "./allowed";

export function getMdxComponents(locale: Locale) {
  return { Callout, Stat, Figure, a: makeAnchor(locale), table: Table };
}
