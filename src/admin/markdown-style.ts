// How Decap's rich-text editor writes a slide back: its Markdown writer (remark-stringify 6) is set
// to `*` bullets, while the slides use `-`; this remark plugin sets the writer to `-`, so an edit
// in rich text changes only what was edited (registered with CMS.registerRemarkPlugin).

interface Writer {
  Compiler?: { prototype: { options?: Record<string, unknown> } };
}

/** Decap runs its remark plugins after its own writer settings: the bullet set here wins. Parsing has no writer and is untouched. */
export function dashBullets(this: Writer): void {
  const prototype = this.Compiler?.prototype;
  if (prototype) prototype.options = { ...prototype.options, bullet: '-' };
}
