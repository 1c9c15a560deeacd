// What a video carries besides its picture and sound: a phone writes its position into every video (©xyz, or
// Apple's keys), an editing program its user's name and folders (XMP). A video is published byte for byte (the
// build has no tool that rewrites one), so the check refuses one that carries any of it and names what it found.
// Only the program that made the file may be named (MP4's ©too, WebM's ENCODER tag) and a WebM track's DURATION.

/**
 * The ISO BMFF boxes that hold other boxes, walked to find metadata wherever a program put it, each with the boxes a
 * video has inside it (ISO/IEC 14496-12, and QuickTime's own); `udta` and `meta`, read below, may be in any of them.
 * Any other box there is no part of a video: a box of a made-up type inside `moov` carried a client's name and
 * address past the check, which read only the boxes it knew (probe 75, V3).
 */
const containerBoxes = new Map<string, ReadonlySet<string>>(
  Object.entries({
    moov: ["mvhd", "trak", "mvex", "iods", "pssh"],
    trak: ["tkhd", "tref", "trgr", "edts", "mdia", "tapt"],
    edts: ["elst"],
    mdia: ["mdhd", "hdlr", "minf", "elng"],
    minf: ["vmhd", "smhd", "hmhd", "nmhd", "sthd", "gmhd", "dinf", "stbl"],
    dinf: ["dref"],
    stbl: [
      ...["stsd", "stts", "ctts", "cslg", "stss", "stsh", "stsc", "stsz", "stz2", "stco", "co64"],
      ...["sdtp", "sbgp", "sgpd", "subs", "saiz", "saio", "stps", "padb"],
    ],
    mvex: ["mehd", "trex", "leva"],
    moof: ["mfhd", "traf", "pssh"],
    traf: ["tfhd", "tfdt", "trun", "sbgp", "sgpd", "subs", "saiz", "saio", "sdtp", "senc"],
  }).map(([type, children]) => [type, new Set(children)]),
);
/** The boxes a video file is made of at its top level (ISO/IEC 14496-12); any other is data of no video. */
const topLevelBoxes = new Set([
  "ftyp",
  "moov",
  "mdat",
  "free",
  "skip",
  "wide",
  "moof",
  "mfra",
  "styp",
  "sidx",
  "pdin",
]);
/** Boxes that only reserve space: a program leaves zeros in them, never text. */
const spaceBoxes = new Set(["free", "skip", "wide"]);
const allZero = (bytes: Buffer) => bytes.every((byte) => byte === 0);
/** XMP's own uuid box (Adobe's XMP specification, part 3). */
const xmpUuid = "be7acfcb97a942e89c71999491e3afac";
/** What a metadata box or item says, in a writer's words. */
const boxMeaning: Record<string, string> = {
  "\u00a9xyz": "a location",
  "\u00a9nam": "a title",
  "\u00a9ART": "an artist's name",
  "\u00a9aut": "an author's name",
  "\u00a9day": "a date",
  "\u00a9cmt": "a comment",
  "\u00a9des": "a description",
  "\u00a9mak": "the camera's maker",
  "\u00a9mod": "the camera's model",
  "\u00a9swr": "the software",
  keys: "named metadata (a phone writes its location and model there)",
  "xml ": "XMP metadata (names, addresses, folders, a location)",
  XMP_: "XMP metadata (names, addresses, folders, a location)",
};

/** The most levels of boxes (or elements) inside each other a video may have: a phone's or an editor's go about six
    deep (moov/trak/mdia/minf/stbl, or moov/udta/meta/ilst). */
export const deepestVideoNesting = 32;

/**
 * The metadata an MP4 or WebM file carries beyond the program that made it, each as "what (where)"; where its
 * boxes or elements cannot be read to the end of the file (cut short, or bytes that are no part of the format),
 * where that is: what such a part holds cannot be known; and where they nest deeper than any video does (a file of
 * boxes inside boxes thousands deep overflowed the stack of the recursive reader, naming no file: probe V01, V02).
 * Read without recursion, so no file can exhaust the stack.
 */
export function videoMetadata(
  bytes: Buffer,
  extension: "mp4" | "webm",
): { carries: string[]; broken?: string; tooDeep?: string } {
  const found = new Set<string>();
  const broken: string[] = [];
  const tooDeep: string[] = [];
  if (extension === "mp4") mp4Boxes(bytes, found, broken, tooDeep);
  else webmElements(bytes, found, broken, tooDeep);
  return {
    carries: [...found],
    ...(broken.length ? { broken: broken[0] } : {}),
    ...(tooDeep.length ? { tooDeep: tooDeep[0] } : {}),
  };
}

/** Where a path of boxes or elements is, shortened past its first levels: "moov/trak/moov/… (40 levels)". */
const shownPath = (path: string[]) =>
  path.length > 6 ? `${path.slice(0, 5).join("/")}/… (${path.length} levels)` : path.join("/");

/** A run of boxes or elements still to read: from `at` to `end`, inside `path`. */
type Level = { at: number; end: number; path: string[] };

/** The levels still to read, starting with the whole file, and how to enter one more: past `deepestVideoNesting`
    levels, the path is noted in `tooDeep` and not read. */
function levelStack(bytes: Buffer, tooDeep: string[]) {
  const levels: Level[] = [{ at: 0, end: bytes.length, path: [] }];
  const enter = (at: number, end: number, path: string[]) => {
    if (path.length > deepestVideoNesting) {
      tooDeep.push(`${shownPath(path)}, at byte ${at}`);
      return;
    }
    levels.push({ at, end, path });
  };
  return { levels, enter };
}

function mp4Boxes(bytes: Buffer, found: Set<string>, broken: string[], tooDeep: string[]): void {
  const { levels, enter } = levelStack(bytes, tooDeep);
  while (levels.length) {
    const level = levels.at(-1)!;
    const { at, end, path: parents } = level;
    if (at >= end) {
      levels.pop();
      continue;
    }
    const parent = parents.at(-1);
    if (at + 8 > end) {
      broken.push(`bytes that are no box (at byte ${at})`);
      levels.pop();
      continue;
    }
    let size = bytes.readUInt32BE(at);
    const type = bytes.toString("latin1", at + 4, at + 8);
    let header = 8;
    if (size === 1 && at + 16 <= end) {
      size = Number(bytes.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) size = end - at;
    if (size < header || at + size > end) {
      broken.push(`a box that runs past its end (${shownPath([...parents, type])}, at byte ${at})`);
      levels.pop();
      continue;
    }
    // The next box of this level, after any of this box's own that enter() puts before it.
    level.at = at + size;
    const inside = [...parents, type];
    const where = shownPath(inside);
    const uuid = type === "uuid" ? bytes.toString("hex", at + header, at + header + 16) : "";
    if (type === "uuid")
      found.add(
        uuid === xmpUuid
          ? `${boxMeaning.XMP_} (${where})`
          : `a box of data of its own kind (${where} ${uuid})`,
      );
    else if (parent === "udta" && type !== "meta") found.add(`${boxMeaning[type] ?? "metadata"} (${where})`);
    else if (parent === "meta" && type !== "hdlr" && type !== "ilst")
      found.add(`${boxMeaning[type] ?? "metadata"} (${where})`);
    else if (parent === "ilst" && type !== "\u00a9too")
      found.add(`${boxMeaning[type] ?? "metadata"} (${where})`);
    else if (boxMeaning[type]) found.add(`${boxMeaning[type]} (${where})`);
    else if (spaceBoxes.has(type)) {
      if (!allZero(bytes.subarray(at + header, at + size)))
        found.add(`leftover data in a space box (${where})`);
    } else if (
      type !== "meta" &&
      type !== "udta" &&
      (parent === undefined ? !topLevelBoxes.has(type) : containerBoxes.get(parent)?.has(type) === false)
    )
      found.add(`a box that is no part of a video (${where})`);
    else if (parent === "dref" && size > header + 4)
      // A data reference says where the media is: in this file (its flag, nothing after it), or in another file, by
      // a path or an address of the computer it was made on.
      found.add(`the address of a file elsewhere (${where})`);
    else if (containerBoxes.has(type) || type === "udta" || type === "ilst")
      enter(at + header, at + size, inside);
    // Its entries follow its version, flags and count.
    else if (type === "dref") enter(at + header + 8, at + size, inside);
    else if (type === "meta") {
      // ISO's meta box starts with a version and flags; QuickTime's (a phone's) does not: its first box follows.
      const full = bytes.toString("latin1", at + header + 4, at + header + 8) !== "hdlr";
      enter(at + header + (full ? 4 : 0), at + size, inside);
    }
  }
}

/** Matroska's element ids (with their length bits, as written). */
const ebml = {
  header: 0x1a45dfa3,
  segment: 0x18538067,
  void: 0xec,
  info: 0x1549a966,
  title: 0x7ba9,
  tags: 0x1254c367,
  tag: 0x7373,
  simpleTag: 0x67c8,
  tagName: 0x45a3,
  attachments: 0x1941a469,
  chapters: 0x1043a770,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
};
/**
 * What a segment and its Info hold in a video (Matroska's specification); anything else there is no part of one. A
 * chapter's title, the file's own name or a folder (Info's SegmentFilename) were published with the video past the
 * check, which named only the elements it knew (probe 75, V1, V2).
 */
const segmentChildren = new Set([
  0x114d9b74, // SeekHead
  ebml.info,
  ebml.tracks,
  0x1c53bb6b, // Cues
  0x1f43b675, // Cluster
  ebml.tags,
  ebml.void,
  0xbf, // CRC-32
]);
const infoChildren = new Set([
  0x73a4, // SegmentUUID
  0x2ad7b1, // TimestampScale
  0x4489, // Duration
  0x4461, // DateUTC
  0x4d80, // MuxingApp
  0x5741, // WritingApp
  ebml.void,
  0xbf, // CRC-32
]);
/** A track's own words: its name, and its codec's name as a person would read it. */
const trackTexts = new Map([
  [0x536e, "a track's name (Tracks/TrackEntry/Name)"],
  [0x258688, "a codec's name in words (Tracks/TrackEntry/CodecName)"],
]);
const hex = (id: number) => `0x${id.toString(16).toUpperCase()}`;
/** The tags that only say how the file was made. */
const harmlessTags = new Set(["ENCODER", "DURATION"]);

/** A variable-length integer at `at`: its value (an id keeps its length bits) and its length, or none. */
function vint(bytes: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | undefined {
  const first = bytes[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + bytes[at + index]!;
  return { value, length };
}

function webmElements(bytes: Buffer, found: Set<string>, broken: string[], tooDeep: string[]): void {
  const { levels, enter } = levelStack(bytes, tooDeep);
  while (levels.length) {
    const level = levels.at(-1)!;
    const { at, end, path } = level;
    if (at >= end) {
      levels.pop();
      continue;
    }
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) {
      broken.push(`bytes that are no element (at byte ${at})`);
      levels.pop();
      continue;
    }
    const data = at + id.length + size.length;
    const unknown = size.value === 2 ** (7 * size.length) - 1;
    // Only the segment may leave its size open (it then runs to the end of the file).
    if (unknown && id.value !== ebml.segment) {
      broken.push(`an element of unknown size, which hides what follows it (at byte ${at})`);
      levels.pop();
      continue;
    }
    const stop = unknown ? end : data + size.value;
    if (stop > end) {
      broken.push(`an element that runs past its end (at byte ${at})`);
      levels.pop();
      continue;
    }
    // The next element of this level, after any of this element's own that enter() puts before it.
    level.at = stop;
    if (!path.length && id.value !== ebml.header && id.value !== ebml.segment)
      found.add(`data outside the video's segment (at byte ${at})`);
    else if (id.value === ebml.void && !allZero(bytes.subarray(data, stop)))
      found.add(`leftover data in a space element (Void, at byte ${at})`);
    else if (id.value === ebml.attachments) found.add("an attached file (Attachments)");
    else if (id.value === ebml.chapters) found.add("chapters, with their titles (Chapters)");
    else if (id.value === ebml.title && path.at(-1) === "Info") found.add("a title (Info/Title)");
    else if (path.at(-1) === "Segment" && !segmentChildren.has(id.value))
      found.add(`an element that is no part of a video (Segment, id ${hex(id.value)})`);
    else if (path.at(-1) === "Info" && !infoChildren.has(id.value))
      found.add(
        id.value === 0x7384
          ? "the file's name, which may hold a folder (Info/SegmentFilename)"
          : `information the video does not need (Info, id ${hex(id.value)})`,
      );
    else if (path.at(-1) === "TrackEntry" && trackTexts.has(id.value)) found.add(trackTexts.get(id.value)!);
    else if (id.value === ebml.simpleTag) {
      const name = tagName(bytes, data, stop);
      if (!harmlessTags.has(name)) found.add(`a tag named ${JSON.stringify(name)} (Tags)`);
      enter(data, stop, [...path, "SimpleTag"]);
    } else if (id.value === ebml.segment) enter(data, stop, [...path, "Segment"]);
    else if (id.value === ebml.info) enter(data, stop, [...path, "Info"]);
    else if (id.value === ebml.tracks) enter(data, stop, [...path, "Tracks"]);
    else if (id.value === ebml.trackEntry && path.at(-1) === "Tracks")
      enter(data, stop, [...path, "TrackEntry"]);
    else if (id.value === ebml.tags || id.value === ebml.tag) enter(data, stop, [...path, "Tags"]);
  }
}

/** The TagName among a SimpleTag's children. */
function tagName(bytes: Buffer, start: number, end: number): string {
  for (let at = start; at < end;) {
    const id = vint(bytes, at, true);
    const size = id && vint(bytes, at + id.length, false);
    if (!id || !size) return "";
    const data = at + id.length + size.length;
    if (id.value === ebml.tagName) return bytes.toString("utf8", data, Math.min(end, data + size.value));
    at = data + size.value;
  }
  return "";
}
