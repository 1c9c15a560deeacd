import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkVideos } from "./raster-files";
import { videoMetadata } from "./video-metadata";

it("refuses a video whose first bytes are not the format its name says, naming the file", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
  const write = (name: string, data: Buffer | string) => fs.writeFileSync(path.join(root, name), data);
  // An MP4 starts with its "ftyp" box; a WebM with the EBML header and its doctype.
  write("hero.mp4", Buffer.concat([Buffer.from([0, 0, 0, 0x10]), Buffer.from("ftypisom\0\0\0\0")]));
  write(
    "hero.webm",
    Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84]), Buffer.from("webm")]),
  );
  write("page.mp4", "<!doctype html><script>alert(1)</script>");
  write("short.webm", "");
  try {
    const problems = checkVideos(root, ["hero.mp4", "hero.webm", "page.mp4", "short.webm", "notes.txt"]);
    expect(problems).toEqual([
      {
        file: "page.mp4",
        message: expect.stringMatching(/^is named \.mp4 but holds HTML, not an MP4 video/),
      },
      { file: "short.webm", message: expect.stringContaining("not a WebM video") },
    ]);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

describe("a video's metadata (probe 47, ninth round, F6)", () => {
  const hero = "content/pages/investment-right-investor-hero";
  const box = (type: string, payload: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(8 + payload.length, 0);
    header.write(type, 4, "latin1");
    return Buffer.concat([header, payload]);
  };
  const xmp = Buffer.from(
    '<x:xmpmeta><rdf:Description exif:GPSLatitude="1,21.0001N" dc:creator="Tanaka Hanako"/></x:xmpmeta>',
  );
  // An EBML element: its id as written, then its size in one byte (every element here is under 127 bytes).
  const element = (id: number[], payload: Buffer) =>
    Buffer.concat([Buffer.from(id), Buffer.from([0x80 | payload.length]), payload]);

  it("finds nothing in the site's own videos, which name only the program that made them", () => {
    expect(videoMetadata(fs.readFileSync(`${hero}.mp4`), "mp4")).toEqual({ carries: [] });
    expect(videoMetadata(fs.readFileSync(`${hero}.webm`), "webm")).toEqual({ carries: [] });
  });

  it("names an XMP box, a phone's location, leftover text and a WebM tag, wherever they are", () => {
    const mp4 = fs.readFileSync(`${hero}.mp4`);
    const xmpBox = box("uuid", Buffer.concat([Buffer.from("be7acfcb97a942e89c71999491e3afac", "hex"), xmp]));
    const location = box("udta", box("\u00a9xyz", Buffer.from("+01.3500+103.8333/")));
    expect(videoMetadata(Buffer.concat([mp4, xmpBox]), "mp4").carries).toEqual([
      "XMP metadata (names, addresses, folders, a location) (uuid)",
    ]);
    expect(
      videoMetadata(Buffer.concat([mp4, location, box("XMP_", xmp), box("free", xmp)]), "mp4").carries,
    ).toEqual([
      "a location (udta/\u00a9xyz)",
      "XMP metadata (names, addresses, folders, a location) (XMP_)",
      "leftover data in a space box (free)",
    ]);
    const tag = element(
      [0x12, 0x54, 0xc3, 0x67],
      element(
        [0x73, 0x73],
        element(
          [0x67, 0xc8],
          Buffer.concat([
            element([0x45, 0xa3], Buffer.from("LOCATION")),
            element([0x44, 0x87], Buffer.from("+01.3500+103.8333/")),
          ]),
        ),
      ),
    );
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
    const webm = Buffer.concat([header, element([0x18, 0x53, 0x80, 0x67], tag)]);
    expect(videoMetadata(webm, "webm")).toEqual({ carries: ['a tag named "LOCATION" (Tags)'] });
    expect(videoMetadata(Buffer.concat([webm, element([0x7b, 0xa9], xmp)]), "webm").carries).toEqual([
      'a tag named "LOCATION" (Tags)',
      "data outside the video's segment (at byte 60)",
    ]);
    // Bytes that are no element, or an MP4 cut short, cannot be read to the end: what they hold is unknown.
    expect(videoMetadata(Buffer.concat([webm, Buffer.from("GPS 1.35N")]), "webm").broken).toBe(
      "an element that runs past its end (at byte 60)",
    );
    expect(videoMetadata(mp4.subarray(0, mp4.length - 10), "mp4").broken).toBe(
      "a box that runs past its end (mdat, at byte 3243)",
    );
  });

  it("refuses such a video in the check, naming the file and what it holds", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
    try {
      const mp4 = fs.readFileSync(`${hero}.mp4`);
      fs.writeFileSync(path.join(root, "hero.mp4"), Buffer.concat([mp4, box("XMP_", xmp)]));
      expect(checkVideos(root, ["hero.mp4"])).toEqual([
        {
          file: "hero.mp4",
          message: expect.stringMatching(
            /^holds metadata that would be published with it: XMP metadata .* \(XMP_\)\. A video is published byte for byte.*export it again without metadata/,
          ),
        },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("probe 75 V1-V4: names a chapter, a file name, a track's name, a box of no video and a file's address", () => {
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
    // A segment's size in 8 bytes (0x01 and 7 bytes): its children take more than one byte's 126.
    const segment = (...children: Buffer[]) => {
      const size = Buffer.alloc(8);
      size[0] = 0x01;
      size.writeUIntBE(
        children.reduce((sum, child) => sum + child.length, 0),
        2,
        6,
      );
      return Buffer.concat([header, Buffer.from([0x18, 0x53, 0x80, 0x67]), size, ...children]);
    };
    const text = Buffer.from("Hanako Tanaka, 12 Orchard Rd");
    const chapters = element(
      [0x10, 0x43, 0xa7, 0x70],
      element([0x45, 0xb9], element([0xb6], element([0x80], element([0x85], text)))),
    );
    const info = element(
      [0x15, 0x49, 0xa9, 0x66],
      Buffer.concat([
        element([0x4d, 0x80], Buffer.from("Lavf59.27.100")),
        element([0x73, 0x84], Buffer.from("/Users/hanako/Clients/raw.mov")),
      ]),
    );
    const tracks = element([0x16, 0x54, 0xae, 0x6b], element([0xae], element([0x53, 0x6e], text)));
    expect(
      videoMetadata(segment(info, tracks, chapters, element([0x43, 0x21], text)), "webm").carries,
    ).toEqual([
      "the file's name, which may hold a folder (Info/SegmentFilename)",
      "a track's name (Tracks/TrackEntry/Name)",
      "chapters, with their titles (Chapters)",
      "an element that is no part of a video (Segment, id 0x4321)",
    ]);

    // In the site's MP4: a box of a made-up type at the end of moov, and a data reference to a file elsewhere.
    const mp4 = fs.readFileSync(`${hero}.mp4`);
    /** The offsets of the boxes of `types`, each found inside the one before it. */
    const offsets = (types: string[]) => {
      const found: number[] = [];
      for (const type of types) found.push(mp4.indexOf(type, (found.at(-1) ?? 0) + 4, "latin1") - 4);
      return found;
    };
    /** `mp4` with `bytes` put at `at` in place of `length` bytes, and the boxes at `around` grown to hold them. */
    const grown = (around: number[], at: number, length: number, bytes: Buffer) => {
      const copy = Buffer.concat([mp4.subarray(0, at), bytes, mp4.subarray(at + length)]);
      for (const offset of around)
        copy.writeUInt32BE(mp4.readUInt32BE(offset) + bytes.length - length, offset);
      return copy;
    };
    const [moov] = offsets(["moov"]);
    const note = grown([moov!], moov! + mp4.readUInt32BE(moov!), 0, box("note", text));
    expect(videoMetadata(note, "mp4").carries).toEqual(["a box that is no part of a video (moov/note)"]);
    const path = offsets(["moov", "trak", "mdia", "minf", "dinf", "dref", "url "]);
    const location = Buffer.concat([
      Buffer.from([0, 0, 0, 0]),
      Buffer.from("file:///Users/hanako/raw.mov\0"),
    ]);
    const reference = grown(path.slice(0, -1), path.at(-1)!, 12, box("url ", location));
    expect(videoMetadata(reference, "mp4").carries).toEqual([
      "the address of a file elsewhere (moov/trak/mdia/minf/dinf/… (7 levels))",
    ]);
  });

  it("probe V01/V02: refuses boxes or elements nested thousands deep, naming the file, without running out of stack", () => {
    // Each level wraps the one inside it: 20,000 moov boxes in an MP4, 20,000 SimpleTags in a WebM's tags.
    const mp4 = fs.readFileSync(`${hero}.mp4`);
    const levels = 20_000;
    const moov = Buffer.alloc(8 * levels);
    for (let level = 0; level < levels; level++) {
      moov.writeUInt32BE(8 * (levels - level), 8 * level);
      moov.write("moov", 8 * level + 4, "latin1");
    }
    // An element whose size is written in 8 bytes (0x01 and 7 bytes), as a muxer may write any size.
    const sized = (id: number[], length: number) => {
      const size = Buffer.alloc(8);
      size[0] = 0x01;
      size.writeUIntBE(length, 2, 6);
      return Buffer.concat([Buffer.from(id), size]);
    };
    const tags: Buffer[] = [];
    let inside = 0;
    for (let level = 0; level < levels; level++) {
      const header = sized([0x67, 0xc8], inside);
      tags.unshift(header);
      inside += header.length;
    }
    const tagged = Buffer.concat([
      sized([0x12, 0x54, 0xc3, 0x67], inside + 10),
      sized([0x73, 0x73], inside),
      ...tags,
    ]);
    const header = element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from("webm")));
    const webm = Buffer.concat([header, sized([0x18, 0x53, 0x80, 0x67], tagged.length), tagged]);
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "videos-"));
    try {
      fs.writeFileSync(path.join(root, "deep.mp4"), Buffer.concat([mp4, moov]));
      fs.writeFileSync(path.join(root, "deep.webm"), webm);
      expect(checkVideos(root, ["deep.mp4", "deep.webm"])).toEqual([
        // A moov inside a moov is no part of a video (probe 75, V3): refused at the first level, read no deeper.
        {
          file: "deep.mp4",
          message: expect.stringMatching(
            /^holds metadata that would be published with it: a box that is no part of a video \(moov\/moov\)\./,
          ),
        },
        {
          file: "deep.webm",
          message: expect.stringMatching(
            /^holds elements inside each other more than 32 levels deep \(Segment\/Tags\/Tags\/SimpleTag\/SimpleTag\/… \(33 levels\), at byte \d+\)/,
          ),
        },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
