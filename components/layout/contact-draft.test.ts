import { afterEach, expect, it, vi } from "vitest";
import { clearDraft, draftKey, readDraft, saveDraft } from "./contact-draft";
import { fieldLimits } from "./contact-send";

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};
afterEach(() => vi.unstubAllGlobals());

it("keeps the four fields a visitor types under the site's own key, and nothing else", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  expect(draftKey).toMatch(/^[a-z0-9_]+_contact_draft$/);
  saveDraft({ name: "Aiko", message: "Hello", _gotcha: "bot" } as never);
  expect(readDraft()).toEqual({ name: "Aiko", message: "Hello" });
  expect(JSON.parse(sessionStorage.items.get(draftKey)!)).not.toHaveProperty("_gotcha");
  clearDraft();
  expect(sessionStorage.items.has(draftKey)).toBe(false);
  expect(readDraft()).toEqual({});
});

it("an empty draft removes the stored one; damaged or blocked storage means no draft, never an error", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  saveDraft({ name: "Aiko" });
  saveDraft({ name: "", message: "" });
  expect(sessionStorage.items.has(draftKey)).toBe(false);
  sessionStorage.items.set(draftKey, "{not json");
  expect(readDraft()).toEqual({});
  vi.stubGlobal("window", {
    get sessionStorage(): Storage {
      throw new DOMException("blocked", "SecurityError");
    },
  });
  expect(readDraft()).toEqual({});
  expect(() => saveDraft({ name: "Aiko" })).not.toThrow();
});

it("keeps no draft longer than its field, and never leaves an older draft behind one that did not fit (issue 37, item 13)", () => {
  const sessionStorage = memoryStorage();
  vi.stubGlobal("window", { sessionStorage });
  sessionStorage.items.set(
    draftKey,
    JSON.stringify({ message: "x".repeat(20_000_000), name: "n".repeat(500) }),
  );
  const draft = readDraft();
  expect(draft.message).toHaveLength(fieldLimits.message);
  expect(draft.name).toHaveLength(fieldLimits.name);
  saveDraft({ message: "an older draft" });
  sessionStorage.setItem = () => {
    throw new DOMException("full", "QuotaExceededError");
  };
  saveDraft({ message: "a newer draft that does not fit" });
  expect(readDraft()).toEqual({});
});
