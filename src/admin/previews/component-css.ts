// The `<style>` of an Astro component as plain CSS for the preview pane, which has no Astro
// scoping: `:global(…)` unwrapped, the component's root class moved to where the preview puts it.

/** The CSS of `astro`'s `<style>`, with every `root` selector written as `scope`. */
export function componentCss(astro: string, root: string, scope: string): string {
  const style = /<style>([\s\S]*?)<\/style>/.exec(astro)?.[1] ?? '';
  return style
    .replace(/:global\(([^)]*)\)/g, '$1')
    .split(root)
    .join(scope)
    .trim();
}
