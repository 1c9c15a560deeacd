// The title block at the top of inner pages.
import type { ReactNode } from "react";
import { Eyebrow } from "@/components/ui/Eyebrow";
import { Phrases } from "@/components/typography/Phrases";

type PageHeaderProps = { eyebrow?: string; title: string; intro?: string; children?: ReactNode };

export function PageHeader({ eyebrow, title, intro, children }: PageHeaderProps) {
  return (
    <header className="mx-auto max-w-7xl px-5 pt-10 pb-12 sm:px-8 sm:pt-16 sm:pb-16">
      {eyebrow && <Eyebrow className="mb-4">{eyebrow}</Eyebrow>}
      <h1 className="max-w-4xl text-4xl leading-tight font-semibold tracking-tight text-ink sm:text-5xl lg:text-6xl">
        <Phrases text={title} />
      </h1>
      {intro && (
        <p className="lead mt-6 max-w-3xl text-lg leading-relaxed text-steel phrase sm:text-xl">
          <Phrases text={intro} />
        </p>
      )}
      {children}
    </header>
  );
}
