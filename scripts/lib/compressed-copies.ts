// `npm run serve` compresses each text file of the site once, not once per request (stop 77, C1). Brotli at quality
// 6 costs about 75 ns a byte: the content editor's 2.1 MB script took the server 160 ms each time it was asked for,
// so 16 requests of a few hundred bytes held every other visitor's page for 0.9 s, and a client asking in a loop
// held them for as long as it went on. A compressed copy is written once per file, encoding and version of the file
// (its size, time and inode), into a folder of the server's own outside the site, and sent from there by `send`,
// which answers its conditional requests, HEAD and caching headers as it does for the file itself. Node only:
// `npm start` must work without the build's tools.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** The encodings the server writes, best first, as the compression middleware prefers them. */
export type Encoding = "br" | "gzip";

/** Files the server compresses from a copy: the site's text (pages, scripts, styles, data, drawings, WebAssembly). */
const textFile = /\.(html|js|mjs|css|json|svg|xml|txt|ya?ml|wasm|map|webmanifest)$/i;

/** The compression middleware leaves bodies under 1 KB as they are: so does the copy. */
export const smallestCompressed = 1024;

/**
 * The encoding a request's Accept-Encoding takes, br before gzip at the same weight, as the compression middleware
 * chooses; undefined when it takes neither (or prefers the file as it is).
 */
export function acceptedEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const entry of header.split(",")) {
    const [name = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ""));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const best = (["br", "gzip"] as const).reduce<Encoding | undefined>(
    (chosen, name) => (weightOf(name) > (chosen ? weightOf(chosen) : 0) ? name : chosen),
    undefined,
  );
  if (!best || (weights.has("identity") && weights.get("identity")! > weightOf(best))) return undefined;
  return best;
}

const compressors = {
  br: promisify((input: Buffer, callback: (error: Error | null, result: Buffer) => void) =>
    zlib.brotliCompress(
      input,
      {
        params: {
          // Quality 6, ngx_brotli's default (docs/serving.md), and the size hint brotli tunes its window by.
          [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length,
        },
      },
      callback,
    ),
  ),
  gzip: promisify(zlib.gzip),
} satisfies Record<Encoding, (input: Buffer) => Promise<Buffer>>;

export type CompressedCopies = {
  /** The folder the copies are written to; `send` serves them from it. */
  dir: string;
  /**
   * The copy of `file` (relative to the site's folder `root`, as `stat` describes it) in `encoding`, as a path
   * relative to `dir`; undefined for a file the server does not compress this way (small, not text, or unreadable).
   * Requests that come while a copy is written wait for that one copy.
   */
  copyOf(root: string, file: string, stat: fs.Stats, encoding: Encoding): Promise<string | undefined>;
  /** Removes the folder (the server is stopping). */
  remove(): void;
};

/**
 * Compressed copies of the site's files, kept while the server runs: each file and encoding is compressed once per
 * version of the file, and a copy of an older version is removed when a newer one is written. `onCompress` is told of
 * every compression (tests count them).
 */
export function compressedCopies(
  onCompress: (file: string, encoding: Encoding) => void = () => {},
): CompressedCopies {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kizuna-serve-"));
  // The copy in use for each file and encoding, by the file's version, and the copies being written.
  const current = new Map<string, { version: string; copy: string }>();
  const writing = new Map<string, Promise<string | undefined>>();
  let next = 0;

  const write = async (root: string, file: string, stat: fs.Stats, encoding: Encoding, version: string) => {
    const key = `${encoding}\0${file}`;
    const source = await fs.promises.readFile(path.join(root, file));
    // The file changed while it was read (a build put in place): compress what is there next time.
    if (source.length !== stat.size) return undefined;
    onCompress(file, encoding);
    const compressed = await compressors[encoding](source);
    // A folder per copy keeps the file's own name, so `send` gives it the file's type.
    const copy = path.join(`${next++}`, path.basename(file));
    fs.mkdirSync(path.join(dir, path.dirname(copy)));
    fs.writeFileSync(path.join(dir, copy), compressed);
    // Dated as the file, so Last-Modified and its conditional requests are the file's.
    fs.utimesSync(path.join(dir, copy), stat.atime, stat.mtime);
    const old = current.get(key);
    current.set(key, { version, copy });
    if (old) fs.rmSync(path.join(dir, path.dirname(old.copy)), { recursive: true, force: true });
    return copy;
  };

  return {
    dir,
    async copyOf(root, file, stat, encoding) {
      if (!textFile.test(file) || stat.size < smallestCompressed) return undefined;
      const version = `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
      const key = `${encoding}\0${file}`;
      const kept = current.get(key);
      if (kept?.version === version) return kept.copy;
      const pending = writing.get(`${key}\0${version}`);
      if (pending) return pending;
      const written = write(root, file, stat, encoding, version)
        .catch(() => undefined)
        .finally(() => writing.delete(`${key}\0${version}`));
      writing.set(`${key}\0${version}`, written);
      return written;
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
