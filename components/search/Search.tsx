// The site search (docs/search.md): a field that searches the pages of the page's language as a visitor types,
// over Pagefind's own script and index, which load when this island does (a visitor reaching for the search) and
// never with the page. Each keystroke shows at once the pages whose title, description or headings hold the words typed (from
// the language's pages file), then Pagefind's ranked results by their titles, then their excerpts; none of these
// replaces a list the visitor is pointing at or has moved into, until they leave it. Without JavaScript the field is inert: the search page says so and lists the main pages. The
// arrow keys move between the field and the results, Enter follows the one in focus (from the field: the first),
// Escape closes the dialog, and the number of results is announced.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { clsx } from "clsx";
import { useTranslate } from "@/lib/locale-context";
import {
  answeredQuery,
  excerptCut,
  excerptParts,
  markedPage,
  matchTitles,
  prepareTitles,
  searchBundle,
  searchPagesFile,
  type ExcerptPart,
  type ListedPage,
  type SearchPages,
  type TitleMatch,
  searchQueryParameter,
  searchResultLimit,
} from "@/lib/search";
import { KeptEnding } from "@/components/typography/KeptEnding";

type Result = { url: string; title: ExcerptPart[]; section: ExcerptPart[]; parts: ExcerptPart[] };
type PagefindResult = {
  id: string;
  data(): Promise<{
    url: string;
    excerpt: string;
    meta: { title?: string };
    anchors?: { element: string; text?: string }[];
  }>;
};
type Pagefind = {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  preload(term: string): Promise<void>;
  search(term: string): Promise<{ results: PagefindResult[] }>;
};
/** What the list shows: the pages whose titles match (`titles`), Pagefind's ranked results by their titles
 * (`ranked`), then with their excerpts (`done`). `byTitle` is how many pages the titles matched. */
type Stage = "titles" | "ranked" | "done";
type State =
  | { kind: "idle" }
  | { kind: "loading"; query: string }
  | {
      kind: Stage;
      query: string;
      results: Result[];
      total: number;
      byTitle: number;
      answered?: string;
    }
  | { kind: "failed"; query: string };

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's script, once per page; it picks the index of the page's `<html lang>` by itself. */
function loadPagefind(bundle: string): Promise<Pagefind> {
  pagefind ??= (import(/* @vite-ignore */ bundle) as Promise<Pagefind>).then(async (module) => {
    // The window Pagefind cuts an excerpt from, in its words: a Japanese word (as its segmenter splits the text) is
    // about two characters, so a Japanese window of as many words would be a third as long as an English one. Where
    // it cut the page's text it puts `excerptCut`, so that the excerpt is cut again between words or phrases and
    // shows an ellipsis there (excerptParts).
    await module.options({
      excerptLength: document.documentElement.lang === "ja" ? 44 : 30,
      excerptEllipsis: excerptCut,
    });
    // Starts Pagefind's worker, which fetches and compiles its WebAssembly and the language's metadata at once.
    await module.init();
    return module;
  });
  pagefind.catch(() => (pagefind = undefined));
  return pagefind;
}

let pagesFile: Promise<SearchPages> | undefined;
/** The page's language's pages file (lib/search.ts), once per page. */
let listed: Map<string, ListedPage> | undefined;
let listedPages: ListedPage[] = [];
function loadPages(): Promise<SearchPages> {
  pagesFile ??= fetch(searchPagesFile(document.documentElement.lang)).then(async (response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
    const file = (await response.json()) as SearchPages;
    listed = new Map(file.pages.map((page) => [page[0], page]));
    listedPages = file.pages;
    // Folded now, while the island hydrates, rather than at the first keystroke (tens of ms on a phone).
    prepareTitles(file.pages);
    return file;
  });
  pagesFile.catch(() => (pagesFile = undefined));
  return pagesFile;
}

/** Reaching for the search: Pagefind's script, worker and WebAssembly, and the pages file, start loading, and where
 * the language's whole index fits the preload budget (the file lists a word per chunk), its chunks too. */
function reach(bundle: string) {
  Promise.all([loadPagefind(bundle), loadPages()])
    .then(([engine, { preload }]) => Promise.all(preload.map((word) => engine.preload(word))))
    .catch(() => {});
}

// Reaching for the search loaded this module: all of it starts loading now, while React hydrates the island,
// rather than after it.
if (typeof window !== "undefined") reach(searchBundle);

const fromTitles = (match: TitleMatch): Result => ({
  url: match.url,
  title: match.title,
  // Where the words were found in a heading: that heading, as an excerpt's section is shown.
  section: match.section,
  parts: match.description,
});

export type SearchProps = {
  /** The address of Pagefind's script (lib/search.ts). */
  bundle: string;
  /** Whether the field takes focus when its dialog opens (docs/architecture.md: data-autofocus). */
  autofocus?: boolean;
  /** Whether the query is kept in the page's address (`?q=`): the search page's, so Back and a shared link show the
   * same results. The dialog over another page leaves that page's address alone. */
  inAddress?: boolean;
  /** The id of a visible heading that names the field (the search page's <h1>): the field takes its name from it
   * and draws no label of its own, which read the heading's words twice, one under the other (stop 66). */
  labelledBy?: string;
};

/** Text runs with the matched words marked. */
const marked = (parts: ExcerptPart[]) =>
  parts.map((part, index) =>
    part.marked ? (
      // A matched word is one word: it never breaks across lines (Japanese breaks inside a word: esu|kuroo).
      // Padding sets an English word off; in Japanese, set solid, it opened gaps between characters (stop 64).
      <mark key={index} className="rounded-sm bg-gold/25 px-0.5 whitespace-nowrap text-ink [&:lang(ja)]:px-0">
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );

/** The address with the query as its `q` parameter (or none), in place of the current entry: typing adds no
 * history entries, and the visitor's own state for the entry is kept. */
function keepInAddress(query: string) {
  const url = new URL(location.href);
  if (query) url.searchParams.set(searchQueryParameter, query);
  else url.searchParams.delete(searchQueryParameter);
  if (url.href !== location.href) history.replaceState(history.state, "", url);
}

export default function Search({ bundle, autofocus, inAddress, labelledBy }: SearchProps) {
  const t = useTranslate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const latest = useRef("");
  const [state, setState] = useState<State>({ kind: "idle" });
  // A list the visitor points at (a pointer moved over it) or has moved into (focus on a result) is not replaced
  // under them: the newer list of the same query waits here until they leave it (or come back to the field).
  const pointing = useRef(false);
  const held = useRef<State | undefined>(undefined);
  // Which list waits (its stage), shown on the list as `data-search-waiting`.
  const [waiting, setWaiting] = useState<string | undefined>();
  const shownQuery = useRef("");
  function show(next: State) {
    const busy = pointing.current || Boolean(list.current?.contains(document.activeElement));
    if (busy && "query" in next && next.query === shownQuery.current && next.kind !== "failed") {
      held.current = next;
      setWaiting(next.kind);
      return;
    }
    held.current = undefined;
    setWaiting(undefined);
    shownQuery.current = "query" in next ? next.query : "";
    setState(next);
  }
  function release() {
    const next = held.current;
    held.current = undefined;
    setWaiting(undefined);
    if (next) setState(next);
  }

  async function run(term: string) {
    const query = term.trim();
    latest.current = query;
    if (inAddress) keepInAddress(query);
    held.current = undefined;
    setWaiting(undefined);
    if (!query) return show({ kind: "idle" });
    // At once: the pages whose title or description holds the words typed.
    let byTitle: TitleMatch[] = [];
    let answered = false;
    const showTitles = () => {
      byTitle = matchTitles(listedPages, query);
      if (byTitle.length)
        show({
          kind: "titles",
          query,
          results: byTitle.slice(0, searchResultLimit).map(fromTitles),
          total: byTitle.length,
          byTitle: byTitle.length,
        });
      return byTitle.length > 0;
    };
    // Otherwise the list shown stays until Pagefind answers (no flash of an empty list between keystrokes).
    if (!(listed && showTitles()) && !held.current)
      setState((previous) => ("results" in previous ? previous : { kind: "loading", query }));
    // Typed before the pages file arrived (a slow network): its titles are shown when it comes, unless Pagefind
    // has answered by then.
    if (!listed)
      void loadPages().then(
        () => latest.current === query && !answered && showTitles(),
        () => {},
      );
    try {
      const engine = await loadPagefind(bundle);
      const found = await engine.search(query);
      // A later keystroke's search has taken over: its results are the ones to fetch.
      if (latest.current !== query) return;
      const ranked = found.results.slice(0, searchResultLimit);
      const pages = ranked.map((result) => listed?.get(result.id));
      // Pagefind's order by the titles the pages file holds, while the excerpts are fetched.
      answered = true;
      if (ranked.length && pages.every(Boolean))
        show({
          kind: "ranked",
          query,
          results: pages.map((page) => fromTitles(markedPage(page!, query))),
          total: found.results.length,
          byTitle: byTitle.length,
        });
      // Only the results shown: one excerpt file each.
      const data = await Promise.all(ranked.map((result) => result.data()));
      // A later keystroke's search has taken over.
      if (latest.current !== query) return;
      const results = data.map((page, index): Result => {
        const title = page.meta.title ?? page.url;
        // The page's headings, which Pagefind lists among its anchors: how a heading is told from a sentence.
        const headings = (page.anchors ?? [])
          .filter((anchor) => /^h\d$/i.test(anchor.element))
          .map((anchor) => anchor.text ?? "");
        const listedPage = pages[index];
        return {
          url: page.url,
          title: listedPage ? markedPage(listedPage, query).title : [{ text: title, marked: false }],
          ...excerptParts(page.excerpt, title, headings),
        };
      });
      // The words the results were found by, which the announcement names where they are not the ones typed.
      const marks = results.flatMap(({ section, parts }) =>
        [...section, ...parts].filter((part) => part.marked).map((part) => part.text),
      );
      show({
        kind: "done",
        query,
        total: found.results.length,
        byTitle: byTitle.length,
        results,
        answered: answeredQuery(query, marks),
      });
    } catch {
      if (latest.current === query) show({ kind: "failed", query });
    }
  }

  useEffect(() => {
    // Reaching for the search loaded this island, and Pagefind with it (above), so the first keystroke is answered
    // from memory. A word typed before the island arrived is searched now; on the search page, so is a query in
    // the address (a shared link, /search?q=...), which woke this island as the page loaded (browser/enhance.ts).
    reach(bundle);
    const field = input.current!;
    const asked = inAddress ? new URLSearchParams(location.search).get(searchQueryParameter) : null;
    if (!field.value && asked) field.value = asked;
    if (field.value) void run(field.value);
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

  // One live region: while Pagefind reads the pages, how many titles matched (or that it is searching); then how
  // many pages match, once the excerpts are in (the words the results were found by are known only then).
  const status =
    state.kind === "loading"
      ? t("search.loading")
      : state.kind === "titles" || state.kind === "ranked"
        ? state.byTitle
          ? t(state.byTitle === 1 ? "search.titlesOne" : "search.titlesMany", { count: state.byTitle })
          : t("search.loading")
        : state.kind === "failed"
          ? t("search.failed")
          : state.kind === "done"
            ? state.total === 0
              ? t("search.none", { query: state.query })
              : state.answered
                ? t(state.total === 1 ? "search.answeredOne" : "search.answeredMany", {
                    query: state.query,
                    answered: state.answered,
                    count: state.total,
                  })
                : t(state.total === 1 ? "search.resultsOne" : "search.resultsMany", {
                    query: state.query,
                    count: state.total,
                  })
            : "";
  const results = "results" in state ? state.results : [];
  return (
    // The <search> landmark, not a form: without this script there is nothing to send, and Enter follows the first
    // result (or the one in focus) as a link does.
    <search onKeyDown={onKeyDown}>
      {!labelledBy && (
        <label htmlFor={`${id}-field`} className="mb-2 block text-sm font-medium text-ink">
          {t("search.label")}
        </label>
      )}
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
        aria-labelledby={labelledBy}
        aria-describedby={`${id}-hint`}
        onInput={(event) => void run(event.currentTarget.value)}
        onFocus={release}
        className="block w-full rounded-lg border border-ink/20 bg-white px-4 py-3 text-lg text-ink placeholder:text-steel focus:border-indigo"
      />
      {/* Keys to press: shown only where a keyboard is likely (a mouse or trackpad that hovers), never on a touch
          screen, which has none. */}
      <p
        id={`${id}-hint`}
        className="phrase mt-2 hidden text-sm text-steel [@media(hover:hover)_and_(pointer:fine)]:block"
      >
        {t("search.hint")}
      </p>
      {/* Short copy (.phrase): in Japanese it breaks between phrases, never inside a word (a phone's line broke
          ...18-ken ari | masu.). */}
      <p role="status" className={clsx("phrase text-sm font-medium text-ink", status && "mt-6")}>
        {status && <KeptEnding text={status} />}
      </p>
      {results.length > 0 && (
        <ol
          ref={list}
          className="mt-3 divide-y divide-ink/10 border-y border-ink/10"
          data-search-results={state.kind}
          data-search-query={"query" in state ? state.query : undefined}
          data-search-waiting={waiting}
          onPointerMove={(event) => {
            // A real move: a list that appears under a resting pointer is not one the visitor points at.
            if (event.movementX || event.movementY) pointing.current = true;
          }}
          onPointerLeave={() => {
            pointing.current = false;
            release();
          }}
        >
          {results.map((result) => (
            <li key={result.url}>
              <a
                href={result.url}
                className="group block rounded-lg px-3 py-4 outline-offset-2 hover:bg-paper focus-visible:bg-paper"
              >
                {/* A page's title, in the face the page sets its title in; short copy, so in Japanese it breaks
                    between phrases (paatonaa|shippu on a phone before). */}
                <span
                  data-heading-face
                  className="phrase block text-lg font-semibold text-ink group-hover:text-vermilion"
                >
                  {marked(result.title)}
                </span>
                {result.section.length > 0 && (
                  // Where on the page the words are: the heading they were found under.
                  <span className="mt-1 block text-sm font-medium text-ink" data-search-section>
                    {marked(result.section)}
                  </span>
                )}
                <span className="mt-1 block text-sm leading-relaxed text-steel">{marked(result.parts)}</span>
              </a>
            </li>
          ))}
        </ol>
      )}
    </search>
  );
}
