// The search over the current page: the browser's own modal <dialog> (focus kept inside, Escape, the backdrop,
// focus back to the header's search link), opened by that link's data-dialog (browser/boot.ts) and by the "/" key
// (browser/enhance.ts). It hangs from the top like the contact dialog, so the list that grows under the field moves
// nothing above it. Not on the search page, which has the search itself.
import { useTranslate } from "@/lib/locale-context";
import { shellIds } from "@/lib/page-ids";
import { CloseButton } from "@/components/ui/CloseButton";
import { SearchIsland } from "./SearchIsland";

export function SearchDialog() {
  const t = useTranslate();
  return (
    <dialog
      id={shellIds.searchDialog}
      closedby="any"
      tabIndex={-1}
      aria-labelledby={shellIds.searchDialogTitle}
      className="modal-dialog mx-auto mt-[5vh] mb-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl flex-col overflow-hidden rounded-2xl bg-white text-ink shadow-2xl backdrop:bg-ink/60 backdrop:backdrop-blur-sm open:flex sm:mt-[8vh] sm:max-h-[84vh]"
    >
      <div className="flex shrink-0 items-start justify-between gap-4 border-b border-ink/10 px-6 pt-5 pb-4 sm:px-10 sm:pt-8 sm:pb-5">
        <h2
          id={shellIds.searchDialogTitle}
          className="pt-1 text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
        >
          {t("search.open")}
        </h2>
        <CloseButton
          dialog={shellIds.searchDialog}
          label={t("search.close")}
          tone="light"
          className="-me-2 shrink-0"
        />
      </div>
      <div className="min-h-0 overflow-y-auto overscroll-contain px-6 pt-5 pb-6 sm:px-10 sm:pt-6 sm:pb-10">
        <SearchIsland islandId={shellIds.searchDialogForm} autofocus />
      </div>
    </dialog>
  );
}
