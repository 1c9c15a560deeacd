// An island in the server render: its component rendered on its own (IslandTree), with an identifier prefix of its
// own, into a root that carries its name and props; components/islands/runtime.ts hydrates it from exactly this
// markup. The props travel as JSON, so an island takes only plain data (text, numbers, lists), never functions or
// elements.
import type { ComponentProps, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { useLocale } from "@/lib/locale-context";
import type { IslandComponent, IslandData, IslandName } from "./islands";
import { IslandTree } from "./IslandTree";

type IslandProps<N extends IslandName> = {
  name: N;
  /** The component itself: the same module the runtime loads for `name`. */
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>>;
  /** The root's id: unique on the page; controls elsewhere name it in data-island-trigger to load it early. */
  id: string;
  className?: string;
};

export function Island<N extends IslandName>({ name, component, props, id, className }: IslandProps<N>) {
  const locale = useLocale();
  const plainProps = props as Record<string, unknown>;
  const html = renderToString(
    <IslandTree
      locale={locale}
      component={component as (props: Record<string, unknown>) => ReactNode}
      props={plainProps}
    />,
    { identifierPrefix: `${id}-` },
  );
  const data: IslandData = { locale, props: plainProps };
  return (
    <div
      id={id}
      data-island={name}
      data-props={JSON.stringify(data)}
      className={className}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
