// The visitor's unsent message, kept for the browser tab's session (closing the dialog, moving to another page
// or reloading must not lose it) and removed once the message is sent. Blocked storage just means no draft.
import { site } from "@/renderer/site";
import { draftFields, type DraftField } from "./contact-send";

export type Draft = Partial<Record<DraftField, string>>;

// Beside the language choice's key, under the same site-specific prefix.
export const draftKey = site.languageStorageKey.replace(/_lang$/, "_contact_draft");

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(): Draft {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(draftKey) ?? "{}");
    const draft: Draft = {};
    for (const name of draftFields) {
      const value = (stored as Record<string, unknown>)?.[name];
      if (typeof value === "string" && value) draft[name] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(draft: Draft): void {
  // Only what a visitor typed: never the honeypot or anything else a caller passes along.
  const kept = Object.fromEntries(
    draftFields.filter((name) => draft[name]).map((name) => [name, draft[name]]),
  );
  try {
    if (Object.keys(kept).length) storage()?.setItem(draftKey, JSON.stringify(kept));
    else storage()?.removeItem(draftKey);
  } catch {
    // Full or blocked storage: the form still works, only the draft is not kept.
  }
}

export function clearDraft(): void {
  saveDraft({});
}
