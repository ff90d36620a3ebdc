// Untrusted text is wrapped in a tag whose name carries a random nonce chosen per prompt. Text inside
// cannot close the fence early (it would have to guess the nonce), and any tag that imitates the fence
// is defused, so a comment cannot forge where data ends or who wrote it.
import { randomBytes } from "node:crypto";
import { sanitizeLine } from "./sanitize";

/** 64 random bits, hex. */
export function newNonce(): string {
  return randomBytes(8).toString("hex");
}

function escapeAttribute(value: string): string {
  return sanitizeLine(value)
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

export class DataFence {
  readonly tag: string;

  constructor(private readonly nonce: string) {
    if (!/^[0-9a-z]{8,}$/.test(nonce))
      throw new Error(`A fence nonce must be 8+ lowercase letters or digits; got '${nonce}'.`);
    this.tag = `untrusted-${nonce}`;
  }

  wrap(kind: string, attributes: Record<string, string | number | undefined>, body: string): string {
    const attrs = Object.entries({ kind, ...attributes })
      .flatMap(([name, value]) =>
        value === undefined ? [] : [` ${name}="${escapeAttribute(String(value))}"`],
      )
      .join("");
    return `<${this.tag}${attrs}>\n${this.defuse(body)}\n</${this.tag}>`;
  }

  private defuse(body: string): string {
    return body
      .split(this.nonce)
      .join("[nonce removed]")
      .replace(/<(\/?\s*)(untrusted-)/gi, "‹$1$2");
  }
}
