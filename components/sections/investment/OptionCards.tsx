// The ways to invest: tagline, name and how each works.
import { Card } from "@/components/ui/Card";
import { Phrases } from "@/components/typography/Phrases";
import { ShortRule } from "@/components/ui/ShortRule";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Option = { title: string; description: string; tagline: string };

export function OptionCards({ options }: { options: Option[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {options.map((option, index) => (
        // From lg the cards are in a row: each is a subgrid of the list's four rows (rule, title, tagline,
        // description), so the taglines line up across the row when a title takes two lines.
        <Card
          key={option.title}
          index={index}
          surface="sunken"
          padding="lg"
          className="lg:row-span-4 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
        >
          {/* The ways are a set, not a sequence: the short rule of the site's other cards, not a number. */}
          <ShortRule />
          <h3 className="mt-5 text-2xl leading-snug font-semibold text-ink">
            <Phrases text={option.title} />
          </h3>
          <p className="mt-3 font-semibold text-vermilion phrase">
            <Phrases text={option.tagline} />
          </p>
          <p className="mt-5 leading-relaxed text-steel">
            <KeptEnding text={option.description} />
          </p>
        </Card>
      ))}
    </ul>
  );
}
