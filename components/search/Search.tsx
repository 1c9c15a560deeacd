// The site search (docs/search.md): a field that searches the pages of the page's language as a visitor types,
// over Pagefind's own script and index, which load when this island does (a visitor reaching for the search) and
// never with the page. Without JavaScript the field is inert: the search page says so and lists the main pages. The
// arrow keys move between the field and the results, Enter follows the one in focus (from the field: the first),
// Escape closes the dialog, and the number of results is announced.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { clsx } from "clsx";
import { useTranslate } from "@/lib/locale-context";
import { excerptParts, searchResultLimit } from "@/lib/search";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Result = { url: string; title: string; excerpt: string };
type PagefindResult = { data(): Promise<{ url: string; excerpt: string; meta: { title?: string } }> };
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
};
type State =
  | { kind: "idle" }
  | { kind: "loading"; query: string }
  | { kind: "done"; query: string; results: Result[]; total: number }
  | { kind: "failed" };

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's script, once per page; it picks the index of the page's `<html lang>` by itself. */
function loadPagefind(bundle: string): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ bundle) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    await module.init();
    return module;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

export type SearchProps = {
  /** The address of Pagefind's script (lib/search.ts). */
  bundle: string;
  /** Whether the field takes focus when its dialog opens (docs/architecture.md: data-autofocus). */
  autofocus?: boolean;
};

export default function Search({ bundle, autofocus }: SearchProps) {
  const t = useTranslate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef("");
  const [state, setState] = useState<State>({ kind: "idle" });

  async function run(term: string) {
    const query = term.trim();
    latest.current = query;
    if (!query) return setState({ kind: "idle" });
    setState((previous) => (previous.kind === "done" ? previous : { kind: "loading", query }));
    try {
      const engine = await loadPagefind(bundle);
      const found = await engine.search(query);
      const data = await Promise.all(
        found.results.slice(0, searchResultLimit).map((result) => result.data()),
      );
      // A later keystroke's search has taken over.
      if (latest.current !== query) return;
      setState({
        kind: "done",
        query,
        total: found.results.length,
        results: data.map((page) => ({
          url: page.url,
          title: page.meta.title ?? page.url,
          excerpt: page.excerpt,
        })),
      });
    } catch {
      if (latest.current === query) setState({ kind: "failed" });
    }
  }

  useEffect(() => {
    // Reaching for the search loaded this island: Pagefind follows at once, so the first keystroke is answered
    // from memory; a word typed before the island arrived is searched now.
    loadPagefind(bundle).catch(() => {});
    if (input.current?.value) void run(input.current.value);
  }, []);

  const links = () => [...(list.current?.querySelectorAll("a") ?? [])];
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const all = [input.current!, ...links()];
    const index = all.indexOf(event.target as HTMLInputElement);
    if (index === 0 && event.key === "Enter") {
      event.preventDefault();
      return links()[0]?.click();
    }
    // A search field would spend Escape on clearing itself: in the dialog, Escape closes it from anywhere.
    const dialog = input.current!.closest("dialog");
    if (index === 0 && event.key === "Escape" && dialog) {
      event.preventDefault();
      return dialog.close();
    }
    if (index < 0 || all.length < 2) return;
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 1, End: all.length - 1 }[event.key];
    if (next === undefined || ((event.key === "Home" || event.key === "End") && index === 0)) return;
    event.preventDefault();
    all[Math.min(Math.max(next, 0), all.length - 1)]!.focus();
  }

  const status =
    state.kind === "loading"
      ? t("search.loading")
      : state.kind === "failed"
        ? t("search.failed")
        : state.kind === "done"
          ? state.total === 0
            ? t("search.none", { query: state.query })
            : t(state.total === 1 ? "search.resultsOne" : "search.resultsMany", {
                query: state.query,
                count: state.total,
              })
          : "";
  const results = state.kind === "done" ? state.results : [];
  return (
    // The <search> landmark, not a form: without this script there is nothing to send, and Enter follows the first
    // result (or the one in focus) as a link does.
    <search onKeyDown={onKeyDown}>
      <label htmlFor={`${id}-field`} className="text-sm font-medium text-ink">
        {t("search.label")}
      </label>
      <input
        ref={input}
        id={`${id}-field`}
        type="search"
        autoComplete="off"
        enterKeyHint="search"
        spellCheck={false}
        data-autofocus={autofocus || undefined}
        data-search-field
        placeholder={t("search.placeholder")}
        aria-describedby={`${id}-hint`}
        onInput={(event) => void run(event.currentTarget.value)}
        className="mt-2 block w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-lg text-ink placeholder:text-steel focus:border-indigo focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo/30"
      />
      {/* Keys to press: not shown on a touch screen, which has none. */}
      <p id={`${id}-hint`} className="mt-2 text-sm text-steel pointer-coarse:hidden">
        {t("search.hint")}
      </p>
      <p role="status" className={clsx("text-sm font-medium text-ink", status && "mt-6")}>
        {status && <KeptEnding text={status} />}
      </p>
      {results.length > 0 && (
        <ol ref={list} className="mt-3 divide-y divide-ink/10 border-y border-ink/10" data-search-results>
          {results.map((result) => (
            <li key={result.url}>
              <a
                href={result.url}
                className="group block rounded-lg px-3 py-4 outline-offset-2 hover:bg-paper focus-visible:bg-paper"
              >
                {/* A page's title, in the face the page sets its title in. */}
                <span
                  data-heading-face
                  className="block text-lg font-semibold text-ink group-hover:text-vermilion"
                >
                  {result.title}
                </span>
                <span className="mt-1 block text-sm leading-relaxed text-steel">
                  {excerptParts(result.excerpt, result.title).map((part, index) =>
                    part.marked ? (
                      <mark key={index} className="rounded-sm bg-gold/25 px-0.5 text-ink">
                        {part.text}
                      </mark>
                    ) : (
                      part.text
                    ),
                  )}
                </span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </search>
  );
}
