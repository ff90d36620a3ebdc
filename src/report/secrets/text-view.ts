// A view of a text: another string built from it (unescaped, compacted, reversed), each UTF-16 unit
// of which remembers the range of the raw text it came from, so a match in the view maps back to
// what has to be masked. Built in typed arrays: a megabyte of text makes a view in milliseconds.

export interface TextView {
  text: string;
  /** For each UTF-16 unit of `text`, where its source starts and ends in the raw string. */
  rawStart: Int32Array;
  rawEnd: Int32Array;
}

export class ViewBuilder {
  private units: Uint16Array;
  private starts: Int32Array;
  private ends: Int32Array;
  private n = 0;

  constructor(capacity: number) {
    this.units = new Uint16Array(Math.max(16, capacity));
    this.starts = new Int32Array(this.units.length);
    this.ends = new Int32Array(this.units.length);
  }

  push(chars: string, start: number, end: number): void {
    for (let k = 0; k < chars.length; k++) {
      if (this.n === this.units.length) this.grow();
      this.units[this.n] = chars.charCodeAt(k);
      this.starts[this.n] = start;
      this.ends[this.n] = end;
      this.n++;
    }
  }

  pushUnit(unit: number, start: number, end: number): void {
    if (this.n === this.units.length) this.grow();
    this.units[this.n] = unit;
    this.starts[this.n] = start;
    this.ends[this.n] = end;
    this.n++;
  }

  private grow(): void {
    const grown = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    const units = new Uint16Array(this.units.length * 2);
    units.set(this.units);
    this.units = units;
    this.starts = grown(this.starts);
    this.ends = grown(this.ends);
  }

  build(): TextView {
    return {
      text: decodeUnits(this.units.subarray(0, this.n)),
      rawStart: this.starts.subarray(0, this.n),
      rawEnd: this.ends.subarray(0, this.n),
    };
  }
}

// ignoreBOM keeps a leading U+FEFF as a character, so the text stays as long as its map.
const UTF16 = new TextDecoder("utf-16le", { ignoreBOM: true });

function decodeUnits(units: Uint16Array): string {
  return UTF16.decode(units);
}

export const isAsciiPunctuation = (c: number): boolean =>
  (c >= 0x21 && c <= 0x2f) ||
  (c >= 0x3a && c <= 0x40) ||
  (c >= 0x5b && c <= 0x60) ||
  (c >= 0x7b && c <= 0x7e);

/** The view read backwards, each unit still mapped to its raw range. */
export function reversedView(view: TextView): TextView {
  const n = view.text.length;
  const units = new Uint16Array(n);
  const rawStart = new Int32Array(n);
  const rawEnd = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    units[k] = view.text.charCodeAt(n - 1 - k);
    rawStart[k] = view.rawStart[n - 1 - k] ?? 0;
    rawEnd[k] = view.rawEnd[n - 1 - k] ?? 0;
  }
  return { text: decodeUnits(units), rawStart, rawEnd };
}

/** The raw range a view's [start, end) came from (a reversed view's ranges run backwards). */
export function rawRange(view: TextView, start: number, end: number): { start: number; end: number } {
  const a = view.rawStart[start] ?? 0;
  const b = view.rawEnd[end - 1] ?? 0;
  const c = view.rawStart[end - 1] ?? 0;
  const d = view.rawEnd[start] ?? 0;
  return { start: Math.min(a, c), end: Math.max(b, d) };
}
