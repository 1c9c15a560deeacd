// The visitor's unsent message, kept for the browser tab's session from the first keystroke (closing the dialog,
// moving to another page or reloading must not lose it, even before the form's island has arrived) and removed once
// the message is sent. Each language keeps its own: the form names its key (data-draft). Blocked storage just means
// no draft.
import { draftFields, fieldLimits, type DraftField } from "./contact-send";

export type Draft = Partial<Record<DraftField, string>>;

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string): Draft {
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(key) ?? "{}");
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

export function saveDraft(key: string, draft: Draft): void {
  // Only what a visitor typed: never the honeypot or anything else a caller passes along.
  const kept = Object.fromEntries(
    draftFields.filter((name) => draft[name]).map((name) => [name, draft[name]]),
  );
  try {
    if (Object.keys(kept).length) storage()?.setItem(key, JSON.stringify(kept));
    else storage()?.removeItem(key);
  } catch {
    // Full or blocked storage: the form still works, only the draft is not kept, and no older draft is left to
    // come back in its place.
    try {
      storage()?.removeItem(key);
    } catch {
      // Blocked storage has no draft either.
    }
  }
}

export function clearDraft(key: string): void {
  saveDraft(key, {});
}

/** What the form holds now, field by field. */
export function readFields(form: HTMLFormElement): Draft {
  const data = new FormData(form);
  return Object.fromEntries(draftFields.map((name) => [name, String(data.get(name) ?? "")]));
}
