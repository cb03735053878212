/** What a member's text reads as once built: at most `max` characters, and whether more was given. */
export interface BuiltText {
  text: string;
  truncated: boolean;
}

const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const TAB = 0x09;
const SPACE = 0x20;

/**
 * Text for the model, cleaned while it is read, in one pass: carriage returns become line feeds,
 * control characters other than tab and line feed are dropped (PostgreSQL refuses NUL), spaces
 * and tabs at the end of a line are dropped, at most one blank line stays between two others,
 * the whole is trimmed, and it holds at most `max` characters. Every character is looked at once
 * (no regular expression runs over the whole input), and once full it takes nothing more.
 */
export class TextBuilder {
  private readonly parts: string[] = [];
  private length = 0;
  /** Spaces and tabs read since the last visible character: kept only if more text follows on the line. */
  private pendingBlank = "";
  private pendingNewlines = 0;
  private lastWasCarriageReturn = false;
  private truncated = false;

  constructor(private readonly max: number) {}

  /** False once visible text had no more room: the reader can stop. */
  get wantsMore(): boolean {
    return !this.truncated;
  }

  push(chunk: string): void {
    let run = "";
    for (let index = 0; index < chunk.length && !this.truncated; index += 1) {
      const code = chunk.charCodeAt(index);
      if (code === CARRIAGE_RETURN || code === LINE_FEED) {
        const isSecondOfPair = code === LINE_FEED && this.lastWasCarriageReturn;
        this.lastWasCarriageReturn = code === CARRIAGE_RETURN;
        if (isSecondOfPair) continue;
        run = this.flush(run);
        this.pendingBlank = "";
        this.pendingNewlines += 1;
        continue;
      }
      this.lastWasCarriageReturn = false;
      if (code === SPACE || code === TAB) {
        run = this.flush(run);
        if (this.length > 0 && this.pendingBlank.length < this.max) this.pendingBlank += chunk[index];
        continue;
      }
      if (code < SPACE || code === 0x7f) continue;
      if (this.pendingNewlines > 0 || this.pendingBlank) run = this.flush(run);
      run += chunk[index];
      if (this.length + run.length >= this.max) run = this.flush(run);
    }
    this.flush(run);
  }

  finish(): BuiltText {
    const text = withoutLoneSurrogates(this.parts.join(""));
    return { text, truncated: this.truncated };
  }

  /** Writes what is pending before `run` (a line break, blanks inside a line), then `run`. */
  private flush(run: string): string {
    if (!run) return "";
    if (this.pendingNewlines > 0 && this.length > 0) this.append(this.pendingNewlines > 1 ? "\n\n" : "\n");
    else if (this.pendingBlank && this.length > 0) this.append(this.pendingBlank);
    this.pendingNewlines = 0;
    this.pendingBlank = "";
    this.append(run);
    return "";
  }

  private append(text: string): void {
    const room = this.max - this.length;
    if (text.length > room) this.truncated = true;
    if (room <= 0) return;
    const kept = text.length > room ? text.slice(0, room) : text;
    this.parts.push(kept);
    this.length += kept.length;
  }
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A lone surrogate (half a pair, e.g. from a cut) as U+FFFD: PostgreSQL's jsonb refuses it. */
export function withoutLoneSurrogates(text: string): string {
  return text.replace(LONE_SURROGATE, "\ufffd");
}

/** Text as PostgreSQL keeps it: no NUL (text refuses it), no lone surrogate (jsonb refuses it). */
export function toStorableText(text: string): string {
  return withoutLoneSurrogates(text.replaceAll("\u0000", ""));
}
