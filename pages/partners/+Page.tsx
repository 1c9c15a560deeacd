import { clsx } from "clsx";
import { ContactButton } from "@/components/layout/ContactButton";
import { PageHeader } from "@/components/sections/PageHeader";
import { Prose } from "@/components/sections/Prose";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { useData, useTranslate } from "@/lib/usePageContext";
import type { Data } from "./+data";

export default function Page() {
  const { page, body } = useData<Data>();
  const t = useTranslate();
  return (
    <>
      <PageHeader eyebrow={page.title} title={page.heading} />
      <section className="mx-auto grid max-w-7xl gap-12 px-5 pb-24 sm:px-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <Prose html={body} className="max-w-3xl" />
          {/* One action: the page is an invitation to talk (a way back home is the header's logo). */}
          <ContactButton className={clsx(buttonStyles.primary, "mt-10")}>
            {t("partners.contact")}
            <Icon name="arrow-right" width={18} height={18} />
          </ContactButton>
        </div>
        <PartnerNetworkArt />
      </section>
    </>
  );
}

/** A quiet network diagram: the firm at the centre, partners around it. */
function PartnerNetworkArt() {
  const nodes = [
    [60, 40],
    [250, 30],
    [300, 170],
    [230, 300],
    [60, 280],
    [20, 160],
  ] as const;
  return (
    <svg viewBox="0 0 320 330" className="hidden w-full text-indigo lg:block" aria-hidden="true">
      {nodes.map(([x, y]) => (
        <line key={`${x}-${y}`} x1="160" y1="165" x2={x} y2={y} stroke="currentColor" strokeOpacity="0.2" />
      ))}
      {nodes.map(([x, y], index) => (
        <circle key={index} cx={x} cy={y} r="12" fill="#f6f4ef" stroke="currentColor" strokeOpacity="0.5" />
      ))}
      <circle cx="160" cy="165" r="34" fill="currentColor" />
      <circle cx="160" cy="165" r="8" fill="#b5452f" />
    </svg>
  );
}
