// Links to pages of this site: the href is a logical path; the current language's prefix is added here.
import type { AnchorHTMLAttributes } from "react";
import { localizePath, type Locale } from "./locale.ts";
import { useLogicalPath, usePageContext } from "./usePageContext.tsx";

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; locale?: Locale };

export function Link({ href, locale, ...props }: LinkProps) {
  const pageContext = usePageContext();
  const current = useLogicalPath();
  const target = localizePath(href, locale ?? pageContext.locale);
  const isCurrent = href === current && !locale;
  return <a href={target} aria-current={isCurrent ? "page" : undefined} {...props} />;
}
