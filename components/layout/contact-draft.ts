// The visitor's unsent message, kept for the browser tab's session (closing the dialog, moving to another page
// or reloading must not lose it) and removed once the message is sent. Blocked storage just means no draft.
import { site } from "@/lib/site";
import { draftFields, fieldLimits, type DraftField } from "./contact-send";

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
      // Never more than the field takes (a draft kept before the limits were set).
      const limit = name in fieldLimits ? fieldLimits[name as keyof typeof fieldLimits] : 100;
      if (typeof value === "string" && value) draft[name] = value.slice(0, limit);
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
    // Full or blocked storage: the form still works, only the draft is not kept, and no older draft is left to
    // come back in its place.
    try {
      storage()?.removeItem(draftKey);
    } catch {
      // Blocked storage has no draft either.
    }
  }
}

export function clearDraft(): void {
  saveDraft({});
}
