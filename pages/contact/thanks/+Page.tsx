import { clsx } from "clsx";
import { Phrases } from "@/components/typography/Phrases";
import { buttonStyles } from "@/components/ui/button";
import { Icon } from "@/components/ui/Icon";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useData } from "@/lib/usePageContext";
import type { Data } from "./+data";

/** Where the form service sends a visitor back after a message sent without JavaScript. */
export default function Page() {
  const { page } = useData<Data>();
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-paper text-vermilion">
        <Icon name="check" width={32} height={32} />
      </span>
      <h1 className="mt-8 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
        <Phrases text={page.heading} />
      </h1>
      <p className="lead mt-5 max-w-xl text-lg leading-relaxed text-steel">
        <Phrases text={page.message} />
      </p>
      <Link href={routes.home} className={clsx(buttonStyles.primary, "mt-10")}>
        {page.buttonLabel}
      </Link>
    </section>
  );
}
