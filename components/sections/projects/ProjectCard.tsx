// A project teaser: artwork with status badge, location and year, title, excerpt and 'view details'.
import { arrowLink, pictureFrameLift } from "@/components/ui/hover";
import { clsx } from "clsx";
import type { Project } from "@/content/schema";
import type { ResolvedImage } from "@/pipeline/runtime/images";
import { Link } from "@/lib/Link";
import { routes } from "@/lib/routes";
import { useTranslate } from "@/lib/usePageContext";
import { Icon } from "@/components/ui/Icon";
import { Reveal } from "@/components/ui/Reveal";
import { StatusBadge } from "./StatusBadge";
import { Picture, cardPictureClass } from "@/components/ui/Picture";
import { KeptEnding } from "@/components/typography/KeptEnding";
import { Phrases } from "@/components/typography/Phrases";
import { cardColumn } from "@/components/typography/card-copy";

// Two columns from md in a max-w-7xl container, one below.
const projectCardSizes =
  "(min-width: 1280px) 592px, (min-width: 768px) calc((100vw - 6rem) / 2), calc(100vw - 2.5rem)";

type ProjectSummary = Pick<Project, "title" | "location" | "excerpt" | "status"> & {
  slug: string;
  year: string;
  image: ResolvedImage;
};

export function ProjectCard({ project, index }: { project: ProjectSummary; index: number }) {
  const t = useTranslate();
  const id = `project-${project.slug}`;
  return (
    <Reveal as="li" index={index} column={cardColumn(project.excerpt)} className="group flex flex-col">
      <div className={clsx("relative aspect-[16/10] overflow-hidden rounded-2xl bg-mist", pictureFrameLift)}>
        <Picture
          image={project.image}
          sizes={projectCardSizes}
          eager={index === 0}
          className={cardPictureClass}
        />
        <StatusBadge status={project.status} className="absolute top-4 left-4" />
      </div>
      <dl className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-steel">
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="pin" width={16} height={16} className="text-vermilion" />
            <span className="sr-only">{t("projects.location")}</span>
          </dt>
          <dd>{project.location}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Icon name="clock" width={16} height={16} className="text-vermilion" />
            <span className="sr-only">{t("projects.year")}</span>
          </dt>
          <dd>{project.year}</dd>
        </div>
      </dl>
      <h2 id={`${id}-title`} className="mt-3 text-2xl leading-snug font-semibold tracking-tight text-ink">
        <Phrases text={project.title} />
      </h2>
      <p className="mt-3 leading-relaxed text-steel">
        <KeptEnding text={project.excerpt} />
      </p>
      <Link
        href={routes.item("projects", project.slug)}
        id={`${id}-link`}
        // "View details" then the project's title: unique in a list of links, and it begins with what it shows (WCAG 2.5.3).
        aria-labelledby={`${id}-link ${id}-title`}
        className={clsx(
          "phrase mt-6 inline-flex items-center gap-2 self-start font-semibold text-vermilion",
          arrowLink,
        )}
      >
        {t("projects.viewDetails")}
        <Icon name="arrow-right" width={18} height={18} />
      </Link>
    </Reveal>
  );
}
