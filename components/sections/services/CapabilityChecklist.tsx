// 'Core Capabilities': a checklist beside the service's detail artwork.
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { Picture } from "@/components/ui/Picture";
import { Phrases } from "@/components/typography/Phrases";

// Half of the max-w-7xl container from lg (beside the checklist), full width below.
const detailSizes =
  "(min-width: 1280px) 568px, (min-width: 1024px) calc((100vw - 9rem) / 2), calc(100vw - 4rem)";

export function CapabilityChecklist({ items, image }: { items: string[]; image: ResolvedImage }) {
  const t = useTranslate();
  return (
    <section
      className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-20 sm:px-8 sm:py-28 lg:grid-cols-2 lg:gap-20"
      aria-labelledby="checklist-title"
    >
      <div>
        <h2 id="checklist-title" className="text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          <Phrases text={t("services.checklistTitle")} />
        </h2>
        <ul className="mt-10 space-y-4" data-testid="capability-checklist">
          {items.map((item, index) => (
            <Reveal as="li" key={item} index={index} className="flex gap-4 border-b border-ink/10 pb-4">
              <Icon name="check" width={24} height={24} className="shrink-0 text-vermilion" />
              <span className="text-lg leading-snug text-ink phrase">
                <Phrases text={item} />
              </span>
            </Reveal>
          ))}
        </ul>
      </div>
      <Reveal className="overflow-hidden rounded-3xl bg-mist">
        <Picture image={image} sizes={detailSizes} className="h-full w-full object-cover" />
      </Reveal>
    </section>
  );
}
